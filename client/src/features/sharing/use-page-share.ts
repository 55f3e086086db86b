import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { facebookShareUrl, whatsappShareUrl, xShareUrl } from "./share-links";

export type SharePlatform = "whatsapp" | "twitter" | "facebook" | "instagram" | "copy";

/** The actions of the page share menu and the drawer's copy-link entry. */
export function usePageShare() {
  const { t } = useTranslation();
  return useCallback(
    async (platform: SharePlatform) => {
      const origin = window.location.origin;
      const message = t("share.message");
      const open = (url: string) => window.open(url, "_blank", "noopener,noreferrer");
      switch (platform) {
        case "whatsapp":
          return void open(whatsappShareUrl(message, origin));
        case "twitter":
          return void open(xShareUrl(message, origin));
        case "facebook":
          return void open(facebookShareUrl(origin));
        case "instagram":
        case "copy":
          try {
            await navigator.clipboard.writeText(origin);
            toast({
              title: t(platform === "instagram" ? "share.instagramCopied" : "share.linkCopied"),
              description: t("share.linkCopiedDescription"),
            });
          } catch {
            toast({ title: t("share.copyFailed"), variant: "destructive" });
          }
      }
    },
    [t],
  );
}
