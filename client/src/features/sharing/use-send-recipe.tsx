import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import * as errorCodes from "@common/error-codes";
import type { HelperLanguageCode } from "@common/languages";
import type { User } from "@common/user";
import { toast } from "@/components/ui/use-toast";
import { hasCode, serverMessageOf } from "@/lib/api-errors";
import { accountQueryKey, openLogin } from "@/features/auth";
import { translateRecipe } from "./api/translate-recipe";
import { recipeMessage, whatsappSendUrl } from "@common/share-message";
import { openPendingTab } from "./open-pending-tab";
import { hasHelperDetails, maySendRecipes, sendLanguageOf } from "./send-rules";

/**
 * Translate-and-send (SPEC §4): checks the subscription and the helper's details, opens the new tab
 * within the click, translates the recipe into the helper's language and sends the tab to
 * wa.me/<digits>?text=<message>. When no translation can be had, offers the English text instead.
 */
export function useSendRecipe(recipeId: number, user: User | null) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [englishOffer, setEnglishOffer] = useState<string | null>(null);
  const translation = useMutation({
    mutationFn: (language: HelperLanguageCode) => translateRecipe(recipeId, language),
  });

  const toSubscription = () => {
    toast({ title: t("sharing.send.subscriptionTitle"), description: t("sharing.send.subscriptionText") });
    void navigate("/account?tab=subscription");
  };
  const toHelperTab = () => {
    toast({ title: t("sharing.send.detailsMissingTitle"), description: t("sharing.send.detailsMissingText") });
    void navigate("/account?tab=phone");
  };

  /** SPEC §8. Missing helper details never reach the server: send() checks them before it asks. */
  function failed(error: unknown, language: HelperLanguageCode) {
    if (hasCode(error, errorCodes.translationUnavailable) && language !== "en") {
      setEnglishOffer(serverMessageOf(error) ?? t("translationUnavailable", { ns: "errors" }));
    } else if (hasCode(error, errorCodes.subscriptionRequired)) {
      toSubscription();
    } else if (hasCode(error, errorCodes.unauthorized)) {
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      toast({ variant: "destructive", title: t("sharing.send.loginTitle"), description: t("unauthorized", { ns: "errors" }) });
      openLogin();
    } else {
      toast({ variant: "destructive", title: t("sharing.send.failedTitle"), description: t("sharing.send.failed") });
    }
  }

  /** Call straight from a click handler: the tab must open within the click. */
  function send(language?: HelperLanguageCode) {
    if (!user || translation.isPending) return;
    if (!maySendRecipes(user)) return toSubscription();
    if (!hasHelperDetails(user)) return toHelperTab();
    const target = language ?? sendLanguageOf(user);
    const phone = user.domesticWorkerPhone!;
    setEnglishOffer(null);
    const tab = openPendingTab({ message: t("sharing.send.preparing"), lang: i18n.language, dir: i18n.dir() });
    // A promise rather than mutate()'s callbacks, which are dropped if the owner leaves the page meanwhile:
    // the tab opened for this send must still be sent on, or closed.
    void translation.mutateAsync(target).then(
      (translated) => {
        const url = whatsappSendUrl(phone, recipeMessage(translated, target));
        if (tab && !tab.closed) {
          tab.location.href = url;
          return;
        }
        // The browser refused the tab (or it was closed): a link the owner can press instead.
        toast({
          title: t("sharing.send.readyTitle"),
          description: t("sharing.send.readyText"),
          action: (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="shrink-0 self-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              {t("sharing.send.openWhatsApp")}
            </a>
          ),
        });
      },
      (error: unknown) => {
        tab?.close();
        failed(error, target);
      },
    );
  }

  return {
    send,
    isPending: translation.isPending,
    /** The server's "translation unavailable" message while the English offer is open. */
    englishOffer,
    sendEnglish: () => send("en"),
    declineEnglish: () => setEnglishOffer(null),
  };
}
