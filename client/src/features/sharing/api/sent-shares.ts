import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { apiQuery } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { serverMessageOf } from "@/lib/api-errors";

const sentQuery = () => apiQuery(endpoints.listShares);

/** GET /api/shares: what the owner has sent the helper, newest first. */
export function useSentShares() {
  return useQuery(sentQuery());
}

/** DELETE /api/shares/:id: the link stops working at once. */
export function useRevokeShare() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(endpoints.revokeShare, { params: { id } }),
    onSuccess: () => {
      toast({ variant: "success", title: t("sharing.sent.revokedTitle"), description: t("sharing.sent.revokedText") });
      return queryClient.invalidateQueries({ queryKey: sentQuery().queryKey });
    },
    onError: (error) => toast({ variant: "destructive", title: t("sharing.sent.revokeFailed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
  });
}

/** PATCH /api/shares/:id (decision 0086): her replies on one link turned off, or on again; the list follows. */
export function useShareReplies() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => apiRequest(endpoints.updateShare, { params: { id }, body: { repliesEnabled: enabled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sentQuery().queryKey }),
    onError: (error) => toast({ variant: "destructive", title: t("sharing.sent.repliesFailed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
  });
}

/** After a send, the list shows it. */
export const refreshSentShares = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries({ queryKey: sentQuery().queryKey });
