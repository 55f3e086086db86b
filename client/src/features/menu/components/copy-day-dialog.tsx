import { useState, type FormEvent } from "react";
import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useDayNames } from "@/features/add-to-menu";
import { DaySelect } from "./day-select";

type CopyDayDialogProps = { from: MenuDate; days: MenuDate[]; onCopy: (to: MenuDate) => void; onClose: () => void };

/** Copies a day's dishes onto another day of the week (which keeps nothing of what it held). */
export function CopyDayDialog({ from, days, onCopy, onClose }: CopyDayDialogProps) {
  const { t } = useTranslation();
  const names = useDayNames();
  const others = days.filter((day) => day !== from);
  const [to, setTo] = useState(others[0] ?? from);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCopy(to);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("menu.copy.title", { day: names.weekday(from) })}</DialogTitle>
          <DialogDescription>{t("menu.copy.description", { day: names.weekday(from) })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-1.5">
          <DaySelect label={t("menu.copy.to")} days={others} value={to} onChange={setTo} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit">{t("menu.copy.submit")}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
