import { Suspense } from "react";
import { Languages, StickyNote } from "lucide-react";
import { helperLanguages } from "@common/languages";
import { useTranslation } from "@/i18n/react";
import { deferred } from "@/lib/deferred";
import type { useWhatsAppSend } from "../use-whatsapp-send";

/** The dialog loads with the first wish to send, not with the page. */
export const englishOfferDialog = deferred(() => import("./send-offer-dialog"));

/**
 * The offers of a send while one is open: the recipe "in English instead" (docs/design.md §5), or the owner's
 * note "as written" when it cannot be translated (decision 0050).
 */
export function EnglishOfferSlot({ sender }: { sender: ReturnType<typeof useWhatsAppSend> }) {
  const { t, i18n } = useTranslation();
  if (sender.englishOffer) {
    const language = helperLanguages.find((entry) => entry.code === sender.writtenIn);
    return (
      <Suspense fallback={null}>
        <englishOfferDialog.Component
          icon={Languages}
          title={t("sharing.send.unavailableTitle")}
          message={sender.englishOffer}
          confirm={
            sender.writtenIn === "en" || !language
              ? t("sharing.send.sendEnglish")
              : t("sharing.send.sendAsWritten", { language: i18n.language === "ar" ? language.ar : language.en })
          }
          decline={t("common.cancel")}
          onConfirm={sender.sendEnglish}
          onDecline={sender.declineEnglish}
        />
      </Suspense>
    );
  }
  if (sender.noteOffer) {
    return (
      <Suspense fallback={null}>
        <englishOfferDialog.Component
          icon={StickyNote}
          title={t("sharing.send.noteUntranslatedTitle")}
          message={sender.noteOffer}
          confirm={t("sharing.send.sendNoteAsWritten")}
          decline={t("sharing.send.changeNote")}
          onConfirm={sender.sendNoteAsWritten}
          onDecline={sender.declineNote}
        />
      </Suspense>
    );
  }
  return null;
}
