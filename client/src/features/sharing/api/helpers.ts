import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { HelperInput, HelperPatch } from "@common/helpers";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { apiQuery } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { serverMessageOf } from "@/lib/api-errors";
import { accountQueryKey } from "@/features/auth";

const helpersQuery = () => apiQuery(endpoints.listHelpers);
/** The list's key: the SPEC's helper form (update-phone changes the first helper, or adds her) refreshes it too. */
export const helpersQueryKey = helpersQuery().queryKey;

/** GET /api/helpers (decision 0081): the household's helpers, first first, the limit, and who got each kind of recipe last. */
export function useHelpers(enabled = true) {
  return useQuery({ ...helpersQuery(), enabled });
}

/** The list and the account (its helper fields are the first helper's) after any change to the helpers. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: helpersQuery().queryKey }), queryClient.invalidateQueries({ queryKey: accountQueryKey })]);
}

/** POST /api/helpers: the form says what went wrong (a field, or the limit), once (decision 0076). */
export function useAddHelper() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: HelperInput) => apiRequest(endpoints.createHelper, { body }), onSuccess: refresh });
}

/** PATCH /api/helpers/:id. */
export function useUpdateHelper() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: HelperPatch }) => apiRequest(endpoints.updateHelper, { params: { id }, body: patch }),
    onSuccess: refresh,
  });
}

/** A change made from the list itself (remove, make first, who shops): said in a toast when it fails. */
function useListAction<T>(call: (value: T) => Promise<unknown>) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: call,
    onSuccess: refresh,
    onError: (error) => {
      void refresh();
      toast({ variant: "destructive", title: t("sharing.helpers.changeFailed"), description: serverMessageOf(error) ?? t("common.tryAgain") });
    },
  });
}

/** DELETE /api/helpers/:id. */
export const useRemoveHelper = () => useListAction((id: number) => apiRequest(endpoints.deleteHelper, { params: { id } }));

/** POST /api/helpers/:id/first: she becomes the SPEC's helper (the account's helper details). */
export const useMakeHelperFirst = () => useListAction((id: number) => apiRequest(endpoints.makeHelperFirst, { params: { id } }));
