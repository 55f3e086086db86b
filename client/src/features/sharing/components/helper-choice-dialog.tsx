import { useState } from "react";
import { Send } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Helper } from "@common/helpers";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { useHelperSummary } from "./helper-summary";

export type HelperChoiceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  helpers: readonly Helper[];
  /** Chosen when it opens: the last helper sent this kind of recipe, the shopper for the list, else the first. */
  preselected: Helper | undefined;
  /** Called from the Send button's click itself: the WhatsApp tab must open within it. */
  onSend: (helper: Helper) => void;
};

/**
 * "Send to which helper?" (decision 0081), asked only when the household has several: a radio group (one tab stop,
 * arrow keys move the choice) with each helper's name, role and language.
 */
export default function HelperChoiceDialog({ open, onOpenChange, helpers, preselected, onSend }: HelperChoiceDialogProps) {
  const { t } = useTranslation();
  const summary = useHelperSummary();
  // Mounted afresh each time it opens (HelperChoiceSlot), so it starts from the preselected helper every time.
  const [chosen, setChosen] = useState(preselected?.id);
  const helper = helpers.find((h) => h.id === chosen);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sharing.helpers.choose.title")}</DialogTitle>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t("sharing.helpers.choose.legend")}</legend>
          {helpers.map((h) => (
            <label
              key={h.id}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                h.id === chosen ? "border-brand-600 bg-brand-50" : "border-line",
              )}
            >
              <input type="radio" name="send-to-helper" value={h.id} checked={h.id === chosen} onChange={() => setChosen(h.id)} className="size-4 shrink-0 accent-brand-700" />
              <span className="grid min-w-0 gap-0.5">
                <span className="truncate font-semibold">{h.firstName}</span>
                <span className="text-sm text-muted">{summary(h)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("sharing.helpers.choose.cancel")}
          </Button>
          <Button
            disabled={!helper}
            onClick={() => {
              if (!helper) return;
              onOpenChange(false);
              onSend(helper);
            }}
          >
            <Send className="rtl:-scale-x-100" aria-hidden="true" />
            {t("sharing.helpers.choose.send")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
