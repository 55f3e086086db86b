import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { AdminSubscriptionPatch, AdminUser } from "@common/admin";
import { toast } from "@/components/ui/use-toast";
import { accountQueryKey } from "@/features/auth";
import { serverMessageOf } from "@/lib/api-errors";
import { apiRequest } from "@/lib/api-request";
import { useAdminTranslation } from "../texts";
import { adminQueries, invalidateUsers } from "./keys";

/** GET /api/admin/users: every account, by id. */
export function useAdminUsers() {
  return useQuery(adminQueries.users);
}

type SubscriptionChange = { user: AdminUser; name: string; patch: AdminSubscriptionPatch };

/** PATCH /api/admin/users/:id/subscription (docs/spec.md §5: only the non-empty fields are sent). */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: ({ user, patch }: SubscriptionChange) =>
      apiRequest(endpoints.adminUpdateSubscription, { params: { id: user.id }, body: patch }),
    onSuccess: async (_saved, { name }) => {
      toast({ variant: "success", title: t("users.edit.savedTitle"), description: t("users.edit.savedText", { name }) });
      // An admin may change their own subscription: the account then changes too.
      await Promise.all([invalidateUsers(queryClient), queryClient.invalidateQueries({ queryKey: accountQueryKey })]);
    },
    // The dialog says what went wrong, once (decision 0076).
  });
}

/** DELETE /api/admin/users/:id: the user and their data (the server refuses the admin's own account). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: ({ user }: { user: AdminUser; name: string }) => apiRequest(endpoints.adminDeleteUser, { params: { id: user.id } }),
    onSuccess: async (_nothing, { name }) => {
      toast({ variant: "success", title: t("users.delete.deletedTitle"), description: t("users.delete.deletedText", { name }) });
      // Their private recipes and favourites went with them.
      await Promise.all([invalidateUsers(queryClient), queryClient.invalidateQueries({ queryKey: adminQueries.recipes.queryKey })]);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: t("common.error"), description: serverMessageOf(error) ?? t("users.delete.failed") }),
  });
}
