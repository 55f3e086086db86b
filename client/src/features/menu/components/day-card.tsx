import { Copy, Plus } from "lucide-react";
import { menuSlots, type MenuDate, type MenuSlot } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { dishesAt, isFull, type Place, type Plan, type PlannedDish } from "../lib/plan";
import { useDayNames } from "@/features/add-to-menu";
import { DishRow, type Cook } from "./dish-row";

export type DayActions = {
  onAdd: (place: Place) => void;
  onServings: (dish: PlannedDish, servings: number) => void;
  /** The household's helpers, who may be named as a dish's cook (decision 0081), and naming one. */
  cooks: readonly Cook[];
  onCook: (dish: PlannedDish, cookHelperId: number | null) => void;
  onMove: (dish: PlannedDish) => void;
  onRemove: (dish: PlannedDish) => void;
  onCopy: (date: MenuDate) => void;
  /** Drag and drop: a dish was picked up; it is dropped at `index` of a place (the end without one). */
  onDragStart: (dish: PlannedDish) => void;
  onDrop: (place: Place, index?: number) => void;
};

type DayCardProps = { date: MenuDate; plan: Plan; isToday: boolean; selected: boolean; actions: DayActions };

/** One day: its four meals, each with its dishes and "Add a dish"; an empty day says so. On phones only the chosen day shows. */
export function DayCard({ date, plan, isToday, selected, actions }: DayCardProps) {
  const { t } = useTranslation();
  const names = useDayNames();
  const headingId = `day-${date}`;
  const empty = !plan.some((dish) => dish.date === date);
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-line bg-white p-4", selected ? "md:ring-2 md:ring-brand-600" : "max-md:hidden")}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {names.long(date)}
          {isToday && <span className="ms-2 rounded-full bg-brand-100 px-2 py-0.5 align-middle text-xs font-medium text-brand-800">{t("menu.today")}</span>}
        </h2>
        <Button variant="outline" size="sm" disabled={empty} onClick={() => actions.onCopy(date)} aria-label={t("menu.copy.label", { day: names.weekday(date) })}>
          <Copy aria-hidden="true" />
          {t("menu.copy.button")}
        </Button>
      </div>
      {empty && <p className="mt-2 text-sm text-muted">{t("menu.emptyDay", { day: names.weekday(date) })}</p>}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-4">
        {menuSlots.map((slot) => (
          <SlotList key={slot} place={{ date, slot }} plan={plan} actions={actions} />
        ))}
      </div>
    </section>
  );
}

function SlotList({ place, plan, actions }: { place: Place; plan: Plan; actions: DayActions }) {
  const { t } = useTranslation();
  const names = useDayNames();
  const dishes = dishesAt(plan, place);
  const slotName = slotLabel(t, place.slot);
  return (
    <div
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        actions.onDrop(place);
      }}
      className="grid grid-cols-[minmax(0,1fr)] gap-2"
    >
      <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{slotName}</h3>
      {dishes.length > 0 && (
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {dishes.map((dish, index) => (
            <DishRow
              key={dish.id}
              dish={dish}
              cooks={actions.cooks}
              onCook={(cook) => actions.onCook(dish, cook)}
              onServings={(servings) => actions.onServings(dish, servings)}
              onMove={() => actions.onMove(dish)}
              onRemove={() => actions.onRemove(dish)}
              onDragStart={() => actions.onDragStart(dish)}
              onDropHere={() => actions.onDrop(place, index)}
            />
          ))}
        </ul>
      )}
      {!isFull(plan, place) && (
        <Button
          variant="ghost"
          align="start"
          className="border border-dashed border-line text-brand-800"
          onClick={() => actions.onAdd(place)}
          aria-label={t("menu.add.label", { slot: slotName, day: names.weekday(place.date) })}
        >
          <Plus aria-hidden="true" />
          {t("menu.add.button")}
        </Button>
      )}
    </div>
  );
}

/** A slot's name in the interface language ("Other" for the free slot). */
export const slotLabel = (t: (key: string) => string, slot: MenuSlot) => t(`menu.slot-${slot}`);
