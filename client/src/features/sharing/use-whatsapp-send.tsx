import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import * as errorCodes from "@common/error-codes";
import { isHelperLanguage, type HelperLanguageCode } from "@common/languages";
import type { User } from "@common/user";
import { toast } from "@/components/ui/use-toast";
import { hasCode, serverMessageOf } from "@/lib/api-errors";
import { accountQueryKey, openLogin } from "@/features/auth";
import { refreshSentShares } from "./api/sent-shares";
import { helpersQueryKey } from "./api/helpers";
import { openPendingTab } from "./open-pending-tab";
import { hasHelperDetails, maySendRecipes, sendLanguageOf } from "./send-rules";

/** A helper of the household a send goes to (decision 0081): her language is the message's. */
export type SendTo = { id: number; language: string | null };

export type WhatsAppSendOptions = {
  /** The toast of any other failure, in place of the recipe's. */
  failure?: { title: string; description: string };
  /** The language the offer sends when hers is not available: English, or a household recipe's own (decision 0052). */
  writtenIn?: HelperLanguageCode;
};

/**
 * Translate-and-send (docs/spec.md §4), for whatever is sent (a recipe, the day's menu): checks the subscription and the
 * helper's details, opens the new tab within the click, asks the server (`create`) for the message and sends the
 * tab to its wa.me/<digits>?text=<message>. When it is not in her language (or the provider is down), offers the
 * text as written instead (`writtenIn`: English unless a household recipe is written in another language).
 */
export function useWhatsAppSend(
  user: User | null,
  create: (language: HelperLanguageCode, options: { noteAsWritten: boolean; helperId?: number }) => Promise<{ whatsappUrl: string }>,
  options: WhatsAppSendOptions = {},
) {
  const { failure, writtenIn = "en" } = options;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [englishOffer, setEnglishOffer] = useState<string | null>(null);
  // Decision 0050: her note could not be translated; the owner may send it as written, in the language last tried.
  const [noteOffer, setNoteOffer] = useState<string | null>(null);
  const noteAsWritten = useRef(false);
  const lastLanguage = useRef<HelperLanguageCode | undefined>(undefined);
  // Decision 0081: the helper chosen for this send (several in the household); the offers send to her too.
  const lastHelper = useRef<SendTo | undefined>(undefined);
  const translation = useMutation({
    mutationFn: (language: HelperLanguageCode) => create(language, { noteAsWritten: noteAsWritten.current, ...(lastHelper.current && { helperId: lastHelper.current.id }) }),
  });

  const toSubscription = () => {
    toast({ title: t("sharing.send.subscriptionTitle"), description: t("sharing.send.subscriptionText") });
    void navigate("/account?tab=subscription");
  };
  const toHelperTab = () => {
    toast({ title: t("sharing.send.detailsMissingTitle"), description: t("sharing.send.detailsMissingText") });
    void navigate("/account?tab=phone");
  };

  /** docs/spec.md §8. Missing helper details are checked before asking; the server says so too if they went meanwhile. */
  function failed(error: unknown, language: HelperLanguageCode) {
    const untranslated = hasCode(error, errorCodes.translationMissing) || hasCode(error, errorCodes.translationUnavailable);
    if (untranslated && language !== writtenIn) {
      setEnglishOffer(serverMessageOf(error) ?? t("translationUnavailable", { ns: "errors" }));
    } else if (hasCode(error, errorCodes.noteUntranslated)) {
      setNoteOffer(serverMessageOf(error) ?? t("sharing.send.noteUntranslatedTitle"));
    } else if (hasCode(error, errorCodes.helperDetailsMissing)) {
      toHelperTab();
    } else if (hasCode(error, errorCodes.subscriptionRequired)) {
      toSubscription();
    } else if (hasCode(error, errorCodes.unauthorized)) {
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
      toast({ variant: "destructive", title: t("sharing.send.loginTitle"), description: t("unauthorized", { ns: "errors" }) });
      openLogin();
    } else {
      toast({ variant: "destructive", ...(failure ?? { title: t("sharing.send.failedTitle"), description: t("sharing.send.failed") }) });
    }
  }

  /** Call straight from a click handler: the tab must open within the click. */
  function send(language?: HelperLanguageCode, { asWritten = false, to }: { asWritten?: boolean; to?: SendTo } = {}) {
    if (!user || translation.isPending) return;
    if (!maySendRecipes(user)) return toSubscription();
    if (!to && !hasHelperDetails(user)) return toHelperTab();
    // The offers (as written, her note) come after a send and keep its helper; a new send names its own.
    if (to || language === undefined) lastHelper.current = to;
    const helperLanguage = lastHelper.current ? (isHelperLanguage(lastHelper.current.language) ? lastHelper.current.language : "en") : sendLanguageOf(user);
    const target = language ?? helperLanguage;
    setEnglishOffer(null);
    setNoteOffer(null);
    noteAsWritten.current = asWritten;
    lastLanguage.current = target;
    const tab = openPendingTab({ message: t("sharing.send.preparing"), lang: i18n.language, dir: i18n.dir() });
    // A promise rather than mutate()'s callbacks, which are dropped if the owner leaves the page meanwhile:
    // the tab opened for this send must still be sent on, or closed.
    void translation.mutateAsync(target).then(
      (created) => {
        void refreshSentShares(queryClient);
        // Decision 0081: the helper just sent to is now the last choice for this kind of recipe.
        if (lastHelper.current) void queryClient.invalidateQueries({ queryKey: helpersQueryKey });
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
    /** The server's "your note cannot be translated" while the offer to send it as written is open. */
    noteOffer,
    sendNoteAsWritten: () => send(lastLanguage.current, { asWritten: true }),
    declineNote: () => setNoteOffer(null),
  };
}
