import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSubscriptionPatch, AdminUser } from "@common/admin";
import { toast } from "@/components/ui/use-toast";
import { accountQueryKey } from "@/features/auth";
import { serverMessageOf } from "@/features/auth/on-demand";
import { apiRequest } from "@/lib/api-client";
import { useAdminTranslation } from "../texts";
import { adminKeys, invalidateUsers } from "./keys";

/** GET /api/admin/users: every account, by id. */
export function useAdminUsers() {
  return useQuery<AdminUser[]>({ queryKey: adminKeys.users });
}

type SubscriptionChange = { user: AdminUser; name: string; patch: AdminSubscriptionPatch };

/** PATCH /api/admin/users/:id/subscription (SPEC §5: only the non-empty fields are sent). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: ({ user, patch }: SubscriptionChange) => apiRequest<AdminUser>("PATCH", `/api/admin/users/${user.id}/subscription`, patch),
    onSuccess: async (_saved, { name }) => {
      toast({ variant: "success", title: t("users.edit.savedTitle"), description: t("users.edit.savedText", { name }) });
      // An admin may change their own subscription: the account then changes too.
      await Promise.all([invalidateUsers(queryClient), queryClient.invalidateQueries({ queryKey: accountQueryKey })]);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: t("common.error"), description: serverMessageOf(error) ?? t("users.edit.failed") }),
  });
}

/** DELETE /api/admin/users/:id: the user and their data (the server refuses the admin's own account). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: ({ user }: { user: AdminUser; name: string }) => apiRequest<void>("DELETE", `/api/admin/users/${user.id}`),
    onSuccess: async (_nothing, { name }) => {
      toast({ variant: "success", title: t("users.delete.deletedTitle"), description: t("users.delete.deletedText", { name }) });
      // Their private recipes and favourites went with them.
      await Promise.all([invalidateUsers(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.recipes })]);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: t("common.error"), description: serverMessageOf(error) ?? t("users.delete.failed") }),
  });
}
