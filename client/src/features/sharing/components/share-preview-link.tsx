import { Eye } from "lucide-react";
import { useId } from "react";
import * as endpoints from "@common/api/endpoints";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { apiPath } from "@/lib/api-client";
import { hasHelperDetails, maySendRecipes } from "../send-rules";
import type { SendOptions } from "../use-send-recipe";
import { useHelpers } from "../api/helpers";

/** The preview's address for these choices: only what differs from a plain send (to the first helper) is written into it. */
export function sharePreviewPath(recipeId: number, { servings, quickNotes, note }: SendOptions, defaultServings: number, helperId?: number): string {
  return apiPath(endpoints.previewShare, {
    params: { id: recipeId },
    query: {
      ...(servings && servings !== defaultServings && { servings }),
      ...(quickNotes?.length && { quickNotes: quickNotes.join(",") as never }),
      ...(note?.trim() && { note: note.trim() }),
      ...(helperId !== undefined && { helperId }),
    },
  });
}

type SharePreviewLinkProps = { user: User; recipeId: number; defaultServings: number; options: SendOptions };

/**
 * Decision 0050: "See what Maria gets", her page as the send with these choices would make it, in a new tab, before
 * anything is sent. Shown once her details are saved and the owner may send. With several helpers (decision 0081),
 * one link for each: each sees the recipe in her own language.
 */
export function SharePreviewLink({ user, recipeId, defaultServings, options }: SharePreviewLinkProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const helpers = useHelpers(Boolean(user)).data?.helpers.filter((helper) => helper.firstName.trim() && helper.phone) ?? [];
  if (!hasHelperDetails(user) || !maySendRecipes(user)) return null;
  const link = (name: string, helperId?: number) => (
    <a
      href={sharePreviewPath(recipeId, options, defaultServings, helperId)}
      target="_blank"
      rel="noopener"
      aria-describedby={hintId}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Eye className="size-4 shrink-0" aria-hidden="true" />
      {t("sharing.send.preview", { name: name.trim() })}
    </a>
  );
  return (
    <div className="text-sm">
      {helpers.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4">
          {helpers.map((helper) => (
            <li key={helper.id}>{link(helper.firstName, helper.id)}</li>
          ))}
        </ul>
      ) : (
        link(user.helperFirstName!)
      )}
      <span id={hintId} className="block text-xs text-muted">
        {t("sharing.send.previewHint")}
      </span>
    </div>
  );
}
