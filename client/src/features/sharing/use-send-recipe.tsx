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
import { createShare } from "./api/create-share";
import { refreshSentShares } from "./api/sent-shares";
import { openPendingTab } from "./open-pending-tab";
import { hasHelperDetails, maySendRecipes, sendLanguageOf } from "./send-rules";

/** What the owner chose on the recipe page before sending (issue 17). */
export type SendOptions = { servings?: number; quickNotes?: string[]; note?: string };

/**
 * Translate-and-send (SPEC §4): checks the subscription and the helper's details, opens the new tab
 * within the click, asks the server for the helper's link and message (issue 17: in her language, at the
 * chosen servings, with the owner's notes) and sends the tab to wa.me/<digits>?text=<message>. When the
 * recipe is not in her language (or the provider is down), offers the text as written instead: English, or
 * a household recipe's own language (issue 18, `writtenIn`).
 */
export function useSendRecipe(recipeId: number, user: User | null, options: SendOptions = {}, writtenIn: HelperLanguageCode = "en") {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [englishOffer, setEnglishOffer] = useState<string | null>(null);
  const translation = useMutation({
    mutationFn: (language: HelperLanguageCode) =>
      createShare({
        recipeId,
        ...(options.servings && { servings: options.servings }),
        ...(options.quickNotes?.length && { quickNotes: options.quickNotes as never }),
        ...(options.note?.trim() && { note: options.note.trim() }),
        ...(language === writtenIn && { language }),
      }),
  });

  const toSubscription = () => {
    toast({ title: t("sharing.send.subscriptionTitle"), description: t("sharing.send.subscriptionText") });
    void navigate("/account?tab=subscription");
  };
  const toHelperTab = () => {
    toast({ title: t("sharing.send.detailsMissingTitle"), description: t("sharing.send.detailsMissingText") });
    void navigate("/account?tab=phone");
  };

  /** SPEC §8. Missing helper details are checked before asking; the server says so too if they went meanwhile. */
  function failed(error: unknown, language: HelperLanguageCode) {
    const untranslated = hasCode(error, errorCodes.translationMissing) || hasCode(error, errorCodes.translationUnavailable);
    if (untranslated && language !== writtenIn) {
      setEnglishOffer(serverMessageOf(error) ?? t("translationUnavailable", { ns: "errors" }));
    } else if (hasCode(error, errorCodes.helperDetailsMissing)) {
      toHelperTab();
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
    setEnglishOffer(null);
    const tab = openPendingTab({ message: t("sharing.send.preparing"), lang: i18n.language, dir: i18n.dir() });
    // A promise rather than mutate()'s callbacks, which are dropped if the owner leaves the page meanwhile:
    // the tab opened for this send must still be sent on, or closed.
    void translation.mutateAsync(target).then(
      (created) => {
        void refreshSentShares(queryClient);
        const url = created.whatsappUrl;
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
    /** The server's "translation unavailable" message while the offer to send it as written is open. */
    englishOffer,
    /** The language it is written in, which the offer sends. */
    writtenIn,
    sendEnglish: () => send(writtenIn),
    declineEnglish: () => setEnglishOffer(null),
  };
}
