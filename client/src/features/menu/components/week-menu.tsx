import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { addDays, menuDays, menuWeekLength as weekLength, type MenuDate } from "@common/menu";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { LoadFailed } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { DialogUnavailable } from "@/components/ui/dialog-unavailable";
import { cn } from "@/lib/cn";
import { deferred } from "@/lib/deferred";
import { usePlanEditor } from "../api/put-menu";
import { useDayNames, useMenu } from "@/features/add-to-menu";
import { useHaveList } from "../lib/have-list";
import { addDish, copyDay, moveDish, removeDish, setCook, setServings, type Place, type PlannedDish } from "../lib/plan";
import { DayCard, slotLabel, type DayActions } from "./day-card";
import { DayPicker } from "./day-picker";
import { SendMenuPanel } from "./send-menu-panel";
import { useHelpers } from "@/features/sharing/send";
import { ShoppingList } from "./shopping-list";

/*
 * The dialogs (Radix's dialog and tabs, the recipe picker) load when the owner reaches for the week (pointer over
 * it, focus in it) or opens one, not with the page (decision 0087).
 */
const unavailable = () => ({ default: DialogUnavailable });
const addDishDialog = deferred(() => import("./add-dish-dialog").then((module) => ({ default: module.AddDishDialog }), unavailable));
const moveDishDialog = deferred(() => import("./move-dish-dialog").then((module) => ({ default: module.MoveDishDialog }), unavailable));
const copyDayDialog = deferred(() => import("./copy-day-dialog").then((module) => ({ default: module.CopyDayDialog }), unavailable));
const preloadDialogs = () => {
  addDishDialog.preload();
  moveDishDialog.preload();
  copyDayDialog.preload();
};

type Open = { add: Place } | { move: PlannedDish } | { copy: MenuDate } | null;

/** The owner's week (today first): the days and their meals, the day's or week's shopping list, and the send. */
export function WeekMenu({ user, today }: { user: User; today: MenuDate }) {
  const { t } = useTranslation();
  const names = useDayNames();
  const days = useMemo(() => menuDays(today, weekLength), [today]);
  const menu = useMenu(today, weekLength);
  const helpers = useHelpers();
  const { change, flush } = usePlanEditor(today, weekLength);
  // Links in (decision 0071): "View menu" after an add names its day (?day=), "See the list" the week's list (?list=week).
  const [params] = useSearchParams();
  const [selected, setSelected] = useState(() => days.find((day) => day === params.get("day")) ?? today);
  const [open, setOpen] = useState<Open>(null);
  const [scope, setScope] = useState<"day" | "week">(() => (params.get("list") === "week" ? "week" : "day"));
  const toList = useRef(params.get("list") === "week");
  useEffect(() => {
    if (!menu.isSuccess || !toList.current) return;
    toList.current = false;
    document.getElementById("shopping-heading")?.scrollIntoView({ block: "start" });
  }, [menu.isSuccess]);
  const dragged = useRef<number | null>(null);
  const range = scope === "day" ? { from: selected, days: 1 } : { from: today, days: weekLength };
  const { have, toggle } = useHaveList(range.from, range.days);

  if (menu.isPending) return <WeekMenuSkeleton />;
  if (menu.isError) return <LoadFailed text={t("menu.loadFailed")} onRetry={() => void menu.refetch()} />;

  const plan = menu.data.entries;
  const close = () => setOpen(null);
  const actions: DayActions = {
    onAdd: (place) => setOpen({ add: place }),
    onServings: (dish, servings) => change((current) => setServings(current, dish.id, servings), { later: true }),
    cooks: helpers.data?.helpers ?? [],
    onCook: (dish, cook) => change((current) => setCook(current, dish.id, cook)),
    onMove: (dish) => setOpen({ move: dish }),
    onRemove: (dish) => change((current) => removeDish(current, dish.id)),
    onCopy: (date) => setOpen({ copy: date }),
    onDragStart: (dish) => {
      dragged.current = dish.id;
    },
    onDrop: (place, index) => {
      const id = dragged.current;
      dragged.current = null;
      if (id !== null) change((current) => moveDish(current, id, place, index));
    },
  };
  const inRange = plan.some((dish) => dish.date >= range.from && dish.date < addDays(range.from, range.days));

  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" onPointerOver={preloadDialogs} onFocus={preloadDialogs}>
      <DayPicker days={days} selected={selected} onSelect={setSelected} plannedDays={new Set(plan.map((dish) => dish.date))} />
      <p className="hidden text-sm text-muted md:block">{t("menu.dish.dragHint")}</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {days.map((date) => (
          <DayCard key={date} date={date} plan={plan} isToday={date === today} selected={date === selected} actions={actions} />
        ))}
      </div>

      <section aria-labelledby="shopping-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-2xl border border-line bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="shopping-heading" className="scroll-mt-24 text-lg font-semibold text-ink">
            {t("menu.shopping.title")}
          </h2>
          <div role="group" aria-label={t("menu.shopping.scope")} className="flex gap-1 rounded-xl bg-stone-100 p-1">
            {(["day", "week"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={scope === value}
                onClick={() => setScope(value)}
                className={cn(
                  "min-h-9 rounded-lg px-3 text-sm font-medium text-muted",
                  scope === value && "bg-white text-ink shadow-sm",
                )}
              >
                {value === "day" ? names.weekday(selected) : t("menu.shopping.week")}
              </button>
            ))}
          </div>
        </div>
        <ShoppingList from={range.from} days={range.days} have={have} onToggle={toggle} />
        <SendMenuPanel user={user} from={range.from} days={range.days} exclude={have} hasDishes={inRange} beforeSend={flush} />
      </section>

      <Suspense fallback={null}>
        {open && "add" in open && (
          <addDishDialog.Component
            title={t("menu.add.title", { slot: slotLabel(t, open.add.slot), day: names.weekday(open.add.date) })}
            onPick={(recipe) => {
              change((current) => addDish(current, open.add, recipe));
              close();
            }}
            onClose={close}
          />
        )}
        {open && "move" in open && (
          <moveDishDialog.Component
            dish={open.move}
            days={days}
            plan={plan}
            onMove={(to) => {
              change((current) => moveDish(current, open.move.id, to));
              close();
            }}
            onClose={close}
          />
        )}
        {open && "copy" in open && (
          <copyDayDialog.Component
            from={open.copy}
            days={days}
            onCopy={(to) => {
              change((current) => copyDay(current, open.copy, to));
              toast({ variant: "success", title: t("menu.copy.done", { day: names.weekday(to) }) });
              setSelected(to);
              close();
            }}
            onClose={close}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The week while it loads, or before the browser knows its day (the server without her time zone). */
export function WeekMenuSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-14 w-full" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className={cn("h-80", n > 0 && "max-md:hidden")} />
        ))}
      </div>
    </div>
  );
}
