import { useCallback, useEffect, useMemo, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { MenuDate } from "@common/menu";
import type { Menu } from "@common/menu.schema";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { serverMessageOf } from "@/lib/api-errors";
import { langParam } from "@/lib/lang-param";
import { menuQuery } from "@/features/add-to-menu";
import { putBody, type Plan } from "../lib/plan";
import { invalidateShoppingLists } from "./get-shopping-list";

/** A run of stepper clicks is saved once, this long after the last. */
export const servingsSaveDelayMs = 600;

/** PUT /api/menu: the whole range's plan, which replaces what those days held; answers the plan as saved. */
export const putMenu = (plan: Plan, from: MenuDate, days: number) => apiRequest(endpoints.putMenu, { body: putBody(plan, from, days) });

/**
 * Edits the plan of the range: each change shows at once (the query's data), and is saved with one PUT of
 * the range — at once, or after `servingsSaveDelayMs` for a change that often comes in runs (the stepper).
 * Saves go one at a time, each with the plan as it is then. A failed save puts back the plan last saved and
 * says so in a toast. Each save refreshes the shopping lists.
 */
export function usePlanEditor(from: MenuDate, days: number) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { queryKey } = useMemo(() => menuQuery(from, days, i18n.language), [from, days, i18n.language]);
  const state = useRef({ saved: undefined as Menu | undefined, timer: 0, changes: 0, saving: 0, reading: false, running: Promise.resolve() });

  const save = useCallback(() => {
    const current = state.current;
    window.clearTimeout(current.timer);
    current.timer = 0;
    current.saving += 1;
    current.running = current.running.then(async () => {
      const menu = queryClient.getQueryData<Menu>(queryKey);
      if (!menu) return;
      const changes = current.changes;
      try {
        const answer = await putMenu(menu.entries, from, days);
        current.saved = answer;
        void invalidateShoppingLists(queryClient);
        // A change made while this one was on its way stays on screen: its own save follows.
        if (current.changes === changes && !current.timer) queryClient.setQueryData(queryKey, answer);
      } catch (error) {
        window.clearTimeout(current.timer);
        current.timer = 0;
        if (current.saved) queryClient.setQueryData(queryKey, current.saved);
        toast({ variant: "destructive", title: t("menu.saveFailedTitle"), description: serverMessageOf(error) ?? t("menu.saveFailed") });
      } finally {
        current.saving -= 1;
      }
    });
  }, [queryClient, queryKey, from, days, t]);

  // Another tab may have changed the plan meanwhile ("Add to menu" there, decision 0071): when the owner comes back to
  // this page with nothing of hers waiting or on its way, the plan is read again, so her next save (a PUT of the
  // whole range) does not undo what was saved elsewhere. A change she makes while it is read wins.
  useEffect(() => {
    const current = state.current;
    const idle = () => !current.timer && current.saving === 0;
    const refresh = async () => {
      if (document.visibilityState !== "visible" || current.reading || !idle()) return;
      current.reading = true;
      const changes = current.changes;
      try {
        const fresh = await apiRequest(endpoints.getMenu, { query: { from, days, lang: langParam(i18n.language) } });
        if (current.changes !== changes || !idle()) return;
        current.saved = fresh;
        queryClient.setQueryData(queryKey, fresh);
      } catch {
        // The plan on screen stays; the next save says whether something is wrong.
      } finally {
        current.reading = false;
      }
    };
    const onReturn = () => void refresh();
    window.addEventListener("focus", onReturn);
    document.addEventListener("visibilitychange", onReturn);
    return () => {
      window.removeEventListener("focus", onReturn);
      document.removeEventListener("visibilitychange", onReturn);
    };
  }, [queryClient, queryKey, from, days, i18n.language]);

  // Leaving the page with a stepper run not yet saved: save it now (the latest save, on unmount only).
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  }, [save]);
  useEffect(() => {
    const current = state.current;
    return () => {
      if (current.timer) latestSave.current();
    };
  }, []);

  /** Applies a change of the plan; `later` waits for a run of such changes to end before saving. */
  const change = useCallback(
    (edit: (plan: Plan) => Plan, { later = false } = {}) => {
      const current = state.current;
      const menu = queryClient.getQueryData<Menu>(queryKey);
      if (!menu) return;
      current.saved ??= menu;
      const entries = edit(menu.entries) as Menu["entries"];
      if (entries === menu.entries) return;
      current.changes += 1;
      queryClient.setQueryData<Menu>(queryKey, { ...menu, entries });
      if (later) {
        window.clearTimeout(current.timer);
        current.timer = window.setTimeout(save, servingsSaveDelayMs);
      } else save();
    },
    [queryClient, queryKey, save],
  );

  /** Saves a change still waiting (a stepper run) now; resolves when every save so far has ended. */
  const flush = useCallback(() => {
    if (state.current.timer) save();
    return state.current.running;
  }, [save]);

  return { change, flush };
}
