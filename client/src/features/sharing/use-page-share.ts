import { useCallback } from "react";
import { useTranslation } from "@/i18n/react";
import { toast } from "@/components/ui/use-toast";
import { trackShare, type SharePlatform } from "./api/track-share";
import { facebookShareUrl, whatsappShareUrl, xShareUrl } from "./share-links";

export type { SharePlatform };

/** What the page share menu offers: the five tracked platforms, and the phone's own share sheet. */
export type PageShareAction = SharePlatform | "native";

/** docs/spec.md §4: on phones (touch screens) with the Web Share API, the native sheet is offered too. */
export function canShareNatively(): boolean {
  return (
    typeof navigator !== "undefined" &&
    typeof navigator.share === "function" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(pointer: coarse)").matches
  );
}

/**
 * The actions of the page share menu and the drawer's copy-link entry. Each use of a platform is
 * recorded (POST /api/track/share, failures only logged); the native sheet does not say which app
 * was chosen, so it is not.
 */
export function usePageShare() {
  const { t } = useTranslation();
  return useCallback(
    async (action: PageShareAction) => {
      const origin = window.location.origin;
      const message = t("share.message");
      const open = (url: string) => window.open(url, "_blank", "noopener,noreferrer");
      if (action !== "native") void trackShare(action);
      switch (action) {
        case "whatsapp":
          return void open(whatsappShareUrl(message, origin));
        case "twitter":
          return void open(xShareUrl(message, origin));
        case "facebook":
          return void open(facebookShareUrl(origin));
        case "native":
          try {
            await navigator.share({ title: t("brand.name"), text: message, url: origin });
          } catch (error) {
            // Closing the sheet without choosing an app rejects with AbortError: nothing to say.
            if (!(error instanceof DOMException && error.name === "AbortError")) console.warn("Native share failed", error);
          }
          return;
        case "instagram":
        case "copy":
          try {
            await navigator.clipboard.writeText(origin);
            toast({
              title: t(action === "instagram" ? "share.instagramCopied" : "share.linkCopied"),
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
