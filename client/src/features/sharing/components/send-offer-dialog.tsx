import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type SendOfferDialogProps = {
  icon: LucideIcon;
  title: string;
  /** Why: the server's message, in the interface language. */
  message: string;
  /** What sending anyway does ("Send in English", "Send the note as written"). */
  confirm: string;
  /** What not sending does ("Cancel", "Change the note"). */
  decline: string;
  onConfirm: () => void;
  onDecline: () => void;
};

/**
 * A send that could not go as asked, and the owner's choice (docs/design.md §5, decision 0050): the recipe is not
 * in her language (send it in English, or as written), or the owner's note cannot be translated (send it as
 * written). Nothing is sent until she chooses.
 */
export default function SendOfferDialog({ icon: Icon, title, message, confirm, decline, onConfirm, onDecline }: SendOfferDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onDecline()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {title}
          </DialogTitle>
          <DialogDescription>{message}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onDecline}>
            {decline}
          </Button>
          {/* The click itself opens the new tab, so it must call the send directly. */}
          <Button onClick={onConfirm}>{confirm}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
