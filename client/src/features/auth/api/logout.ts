import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/use-toast";
import * as endpoints from "@common/api/endpoints";
import * as errorCodes from "@common/error-codes";
import { apiRequest } from "@/lib/api-request";
import { hasCode } from "@/lib/api-errors";
import { clearUserData } from "./user-data";

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
