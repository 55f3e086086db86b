import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import * as endpoints from "@common/api/endpoints";
import * as errorCodes from "@common/error-codes";
import { apiPath } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";
import { hasCode } from "@/lib/api-errors";
import { forgetOfflineCopies } from "@/lib/app-worker";
import { accountQueryKey } from "./get-account";

/** Recipe lists are the same for everyone; everything else fetched while signed in belongs to the user. */
const publicLists = ([endpoints.listRecipes, endpoints.popularRecipes, endpoints.quickRecipes] as const).map((list) => apiPath(list));
const isPublicQuery = (url: string) => publicLists.some((list) => url === list || url.startsWith(`${list}?`));

/** SPEC §4: logout clears the account, and no one else's data stays behind in this browser. */
export function clearUserData(queryClient: QueryClient) {
  void forgetOfflineCopies();
  queryClient.setQueryData(accountQueryKey, null);
  queryClient.removeQueries({
    predicate: ({ queryKey: [url] }) => url !== accountQueryKey[0] && !isPublicQuery(String(url)),
  });
}

/** A 401 means the session had already ended: the visitor is logged out either way. */
async function logout() {
  try {
    await apiRequest(endpoints.logout);
  } catch (error) {
    if (!hasCode(error, errorCodes.unauthorized)) throw error;
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      clearUserData(queryClient);
      void navigate("/");
      toast({ title: t("loggedOut", { ns: "errors" }) });
    },
    onError: () => toast({ variant: "destructive", title: t("auth.logout.failed"), description: t("common.tryAgain") }),
  });
}
