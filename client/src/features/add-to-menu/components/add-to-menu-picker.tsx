import { useEffect, useId, useMemo, useRef, useState, type RefObject } from "react";
import { ChevronLeft, Plus } from "lucide-react";
import { Link } from "react-router";
import { menuDays, menuMaxDishesPerSlot, menuSlots, menuWeekLength, type MenuDate, type MenuSlot } from "@common/menu";
import type { MenuEntry } from "@common/menu.schema";
import { useTranslation } from "@/i18n/react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, focusBackTo } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";
import { cn } from "@/lib/cn";
import { useAddMenuEntry } from "../api/add-menu-entry";
import { useMenu } from "../api/week-plan";
import { useDayNames } from "../lib/day-names";
import { localToday } from "../lib/today";
import type { PlannedRecipe } from "./add-to-menu-button";

type PickerProps = { recipe: PlannedRecipe; returnFocus: RefObject<HTMLElement | null>; onClose: () => void };

const choiceClass =
  "flex min-h-11 w-full items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-start text-ink transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:bg-white";

/**
 * The two taps of "Add to menu" (decision 0071): a day (today and the next six, named in the interface language),
 * then a meal (the slots the menu knows; a full one cannot be chosen), then a toast with "View menu". A sheet at
 * the bottom of a phone, a dialog elsewhere; Escape closes it and focus goes back to the button.
 */
export default function AddToMenuPicker({ recipe, returnFocus, onClose }: PickerProps) {
  const { t } = useTranslation();
  const names = useDayNames();
  // The device's own day, read once: the days do not shift under the owner at midnight.
  const [today] = useState(() => localToday());
  const days = useMemo(() => menuDays(today, menuWeekLength), [today]);
  const week = useMenu(today, menuWeekLength);
  const [date, setDate] = useState<MenuDate | null>(null);
  const add = useAddMenuEntry();
  const [adding, setAdding] = useState<MenuSlot | null>(null);
  const entries = week.data?.entries ?? [];

  const pick = (slot: MenuSlot) => {
    if (!date || add.isPending) return;
    setAdding(slot);
    add.mutate(
      { date, slot, recipeId: recipe.id },
      {
        onSuccess: () => {
          onClose();
          toast({
            variant: "success",
            title: t("add-to-menu.added", { slot: t(`menu.slot-${slot}`), day: names.long(date) }),
            description: t("add-to-menu.addedText", { title: recipe.title }),
            action: (
              <Link
                to={`/menu?day=${date}`}
                className="shrink-0 self-center rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800"
              >
                {t("add-to-menu.viewMenu")}
              </Link>
            ),
          });
        },
        onError: (error) => {
          setAdding(null);
          toast({ variant: "destructive", title: t("add-to-menu.failedTitle"), description: serverMessageOf(error) ?? t("add-to-menu.failed") });
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onCloseAutoFocus={focusBackTo(returnFocus)}
        // On a phone, a sheet along the bottom edge, in reach of the thumb.
        className="max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:max-w-none max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[calc(1.5rem+env(safe-area-inset-bottom))]"
      >
        <DialogHeader>
          <DialogTitle>{t("add-to-menu.title")}</DialogTitle>
          <DialogDescription className="line-clamp-2">{recipe.title}</DialogDescription>
        </DialogHeader>
        {date === null ? (
          <DayStep days={days} entries={entries} onPick={setDate} />
        ) : (
          <SlotStep
            date={date}
            heading={t("add-to-menu.slotStep", { day: names.long(date) })}
            entries={entries.filter((entry) => entry.date === date)}
            adding={adding}
            onPick={pick}
            onBack={() => setDate(null)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

type DayStepProps = { days: MenuDate[]; entries: MenuEntry[]; onPick: (day: MenuDate) => void };

function DayStep({ days, entries, onPick }: DayStepProps) {
  const { t } = useTranslation();
  const names = useDayNames();
  const headingId = useId();
  // "Today" and "Tomorrow" by name, with their date in full; the other days by weekday, with day and month.
  const relative = [t("add-to-menu.today"), t("add-to-menu.tomorrow")];
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-muted">
        {t("add-to-menu.dayStep")}
      </h3>
      <ul className="grid gap-1.5 sm:grid-cols-2">
        {days.map((day, index) => {
          const planned = entries.filter((entry) => entry.date === day).length;
          return (
            <li key={day}>
              <button type="button" className={choiceClass} onClick={() => onPick(day)}>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{relative[index] ?? names.weekday(day)}</span>
                  <span className="block text-sm text-muted">{relative[index] ? names.long(day) : names.dayMonth(day)}</span>
                </span>
                {planned > 0 && (
                  <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">{t("add-to-menu.planned", { n: planned })}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type SlotStepProps = { date: MenuDate; heading: string; entries: MenuEntry[]; adding: MenuSlot | null; onPick: (slot: MenuSlot) => void; onBack: () => void };

function SlotStep({ date, heading, entries, adding, onPick, onBack }: SlotStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  // The second tap: focus moves to the meals, announced with their question (the group's name).
  useEffect(() => first.current?.focus(), [date]);
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onBack}
          aria-label={t("add-to-menu.back")}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
        <h3 id={headingId} className="min-w-0 text-base font-semibold text-ink">
          {heading}
        </h3>
      </div>
      <ul className="grid grid-cols-2 gap-2">
        {menuSlots.map((slot, index) => {
          const dishes = entries.filter((entry) => entry.slot === slot);
          const full = dishes.length >= menuMaxDishesPerSlot;
          return (
            <li key={slot} className="min-w-0">
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                disabled={full || adding !== null}
                aria-busy={adding === slot || undefined}
                onClick={() => onPick(slot)}
                className={cn(choiceClass, "min-h-16 flex-col items-start gap-0.5")}
              >
                <span className="flex w-full items-center gap-2 font-medium">
                  {adding === slot ? <Spinner /> : <Plus className="size-4 shrink-0 text-brand-700" aria-hidden="true" />}
                  {t(`menu.slot-${slot}`)}
                </span>
                <span className="w-full truncate text-xs text-muted">
                  {full ? t("add-to-menu.full") : dishes.length > 0 ? dishes.map((dish) => dish.recipe.title).join(", ") : t("add-to-menu.free")}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
