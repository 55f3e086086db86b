import { useId, useState, type FormEvent } from "react";
import { menuSlots, type MenuDate, type MenuSlot } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { isFull, type Place, type Plan, type PlannedDish } from "../lib/plan";
import { slotLabel } from "./day-card";
import { DaySelect } from "./day-select";

type MoveDishDialogProps = { dish: PlannedDish; days: MenuDate[]; plan: Plan; onMove: (to: Place) => void; onClose: () => void };

/** Move on phones and from the keyboard: the day and the meal a dish goes to (a full meal cannot be chosen). */
export function MoveDishDialog({ dish, days, plan, onMove, onClose }: MoveDishDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState(dish.date);
  const [slot, setSlot] = useState<MenuSlot>(dish.slot);
  const blocked = (candidate: MenuSlot) => !(date === dish.date && candidate === dish.slot) && isFull(plan, { date, slot: candidate });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blocked(slot)) onMove({ date, slot });
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("menu.move.title", { title: dish.recipe.title })}</DialogTitle>
          <DialogDescription>{t("menu.move.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <DaySelect label={t("menu.move.day")} days={days} value={date} onChange={setDate} />
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">{t("menu.move.slot")}</legend>
            <div className="grid grid-cols-2 gap-2">
              {menuSlots.map((candidate) => (
                <label
                  key={candidate}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:opacity-50"
                >
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={candidate}
                    checked={slot === candidate}
                    disabled={blocked(candidate)}
                    onChange={() => setSlot(candidate)}
                    className="size-4 accent-brand-700"
                  />
                  {slotLabel(t, candidate)}
                </label>
              ))}
            </div>
          </fieldset>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" disabled={blocked(slot)}>
              {t("menu.move.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
