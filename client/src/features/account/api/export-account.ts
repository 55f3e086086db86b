import { useMutation } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { i18n } from "@/i18n/setup";
import { apiPath, throwIfNotOk } from "@/lib/api-client";
import { apiFetch } from "@/lib/api-fetch";
import { serverMessageOf } from "@/lib/api-errors";

/** The name the server gives the file (`wasfa-export-2026-11-27.zip`), else a plain one. */
function fileNameOf(response: Response) {
  const named = /filename="([\w.-]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return named?.[1] ?? "wasfa-export.zip";
}

/**
 * GET /api/account/export (decision 0063): fetched rather than followed as a link, so a refusal (a 429, a lost
 * session) is told in a toast instead of downloading a JSON error or leaving the page; then saved as a file.
 */
export async function exportAccount() {
  const response = await apiFetch.current(apiPath(endpoints.exportAccount), {
    headers: { "accept-language": i18n.language || "en" },
    credentials: "include",
  });
  await throwIfNotOk(response);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement("a"), { href: url, download: fileNameOf(response) });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportAccount() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: exportAccount,
    onSuccess: () => toast({ variant: "success", title: t("account.data.downloadedTitle"), description: t("account.data.downloadedText") }),
    onError: (error) =>
      toast({ variant: "destructive", title: t("account.data.downloadFailed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
  });
}
