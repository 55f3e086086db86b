import { Languages } from "lucide-react";
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
  onSendEnglish: () => void;
  onCancel: () => void;
};

/** DESIGN §5: no translation could be had; the owner may send the recipe in English instead. */
export default function EnglishOfferDialog({ message, onSendEnglish, onCancel }: EnglishOfferDialogProps) {
  const { t } = useTranslation();
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
          <Button onClick={onSendEnglish}>{t("sharing.send.sendEnglish")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
