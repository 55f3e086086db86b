import { Languages } from "lucide-react";
import { helperLanguages, type HelperLanguageCode } from "@common/languages";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

type EnglishOfferDialogProps = {
  /** Why: the server's "translation unavailable" message, in the interface language. */
  message: string;
  /** The language the recipe is written in, which the offer sends: English, or a household recipe's own (issue 18). */
  writtenIn: HelperLanguageCode;
  onSendEnglish: () => void;
  onCancel: () => void;
};

/** DESIGN §5: no translation could be had; the owner may send the recipe in English (or as written) instead. */
export default function EnglishOfferDialog({ message, writtenIn, onSendEnglish, onCancel }: EnglishOfferDialogProps) {
  const { t, i18n } = useTranslation();
  const language = helperLanguages.find((l) => l.code === writtenIn);
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Languages className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t("sharing.send.unavailableTitle")}
          </DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          {/* The click itself opens the new tab, so it must call the send directly. */}
          <Button onClick={onSendEnglish}>
            {writtenIn === "en" || !language
              ? t("sharing.send.sendEnglish")
              : t("sharing.send.sendAsWritten", { language: i18n.language === "ar" ? language.ar : language.en })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
