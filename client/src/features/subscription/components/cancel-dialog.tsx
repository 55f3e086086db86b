import type { RefObject } from "react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, focusBackTo } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

export type CancelDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What cancelling now costs and until when access remains (common/billing.ts), in words. */
  text: string | null;
  pending: boolean;
  onConfirm: () => void;
  /** Opened from code, not from a Radix trigger: focus goes back here when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/** docs/spec.md §4: cancelling asks first, and says what it costs now and until when access remains (decision 0074). */
export default function CancelDialog({ open, onOpenChange, text, pending, onConfirm, returnFocusTo }: CancelDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={focusBackTo(returnFocusTo)}
      >
        <DialogHeader>
          <DialogTitle>{t("subscription.cancelDialog.title")}</DialogTitle>
          <DialogDescription>{text ?? t("subscription.cancelDialog.textNoDate")}</DialogDescription>
        </DialogHeader>
        <p className="text-sm text-muted">{t("subscription.cancelDialog.logout")}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t("subscription.cancelDialog.keep")}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
            {pending && <Spinner />}
            {t("subscription.cancelDialog.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
