import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { Household, InviteInput } from "@common/household.schema";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { apiQuery, queryKeyOf } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { serverMessageOf } from "@/lib/api-errors";

export const householdQuery = () => apiQuery(endpoints.getHousehold);

/** GET /api/household: the members, and the owner's pending invitations. */
export function useHousehold() {
  return useQuery(householdQuery());
}

/** An answer that is the household as it is now (removal, hand-over) replaces the one kept. */
function useKeepHousehold() {
  const queryClient = useQueryClient();
  return (household: Household) => queryClient.setQueryData(householdQuery().queryKey, household);
}

/** POST /api/household/invitations: the form shows what the server refused (the address, the limit). */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteInput) => apiRequest(endpoints.inviteMember, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdQuery().queryKey }),
  });
}

export function useRevokeInvitation() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; email: string }) => apiRequest(endpoints.revokeInvitation, { params: { id } }),
    onSuccess: (_, { email }) => {
      toast({ variant: "success", title: t("household.pending.revokedTitle"), description: t("household.pending.revokedText", { email }) });
      return queryClient.invalidateQueries({ queryKey: householdQuery().queryKey });
    },
    onError: (error) => toast({ variant: "destructive", title: t("household.pending.failed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
  });
}

export function useRemoveMember() {
  const keep = useKeepHousehold();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(endpoints.removeMember, { params: { userId } }),
    onSuccess: keep,
  });
}

export function useHandOver() {
  const keep = useKeepHousehold();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(endpoints.handOverHousehold, { body: { userId } }),
    onSuccess: keep,
  });
}

/**
 * Leaving and joining change everything the household shares (helpers, recipes, menu, subscription): every answer
 * kept is read again, but `keep`.
 */
function useEverythingChanged() {
  const queryClient = useQueryClient();
  return async (household: Household, keep?: readonly string[]) => {
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== keep?.[0] });
    queryClient.setQueryData(householdQuery().queryKey, household);
  };
}

export function useLeave() {
  const changed = useEverythingChanged();
  return useMutation({ mutationFn: () => apiRequest(endpoints.leaveHousehold), onSuccess: changed });
}

export function useJoin() {
  const changed = useEverythingChanged();
  return useMutation({
    mutationFn: (token: string) => apiRequest(endpoints.joinHousehold, { body: { token } }),
    // Not the invitation's preview: read again now it answers "used", and the join page would show that page in
    // place of the form whose mutate() holds the welcome toast and the way to the account, which then never come.
    onSuccess: (household, token) => changed(household, invitationKey(token)),
  });
}

const invitationKey = (token: string) => queryKeyOf(endpoints.getInvitation, { params: { token } });

/**
 * GET /api/household/join/:token: who invited, for which address. A refusal is an answer, not worth retrying. Not
 * kept once the join page is left: a link works once, so opened again it is asked about afresh.
 */
export function useInvitation(token: string | null) {
  return useQuery({ ...apiQuery(endpoints.getInvitation, { params: { token: token ?? "" } }), enabled: Boolean(token), retry: false, gcTime: 0 });
}
