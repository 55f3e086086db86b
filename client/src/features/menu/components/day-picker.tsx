import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { useDayNames } from "@/features/add-to-menu";

type DayPickerProps = { days: MenuDate[]; selected: MenuDate; onSelect: (date: MenuDate) => void; plannedDays: Set<MenuDate> };

/** The week's days as a row of short names (today first): picks the day phones show and the day's shopping list. */
export function DayPicker({ days, selected, onSelect, plannedDays }: DayPickerProps) {
  const { t } = useTranslation();
  const names = useDayNames();
  return (
    <nav aria-label={t("menu.days")}>
      {/* Seven days' names fit one row from 380 px; below, two rows, so no name is cut ("الثلاثاء"). */}
      <ul className="grid grid-cols-4 gap-1 min-[380px]:grid-cols-7">
        {days.map((date) => (
          <li key={date} className="min-w-0">
            <button
              type="button"
              aria-pressed={date === selected}
              aria-label={names.long(date)}
              onClick={() => onSelect(date)}
              className={cn(
                "flex min-h-14 w-full flex-col items-center justify-center rounded-xl border px-0.5 py-1 text-xs leading-tight transition-colors",
                date === selected ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-ink hover:border-brand-600",
              )}
            >
              <span className="max-w-full truncate">{names.short(date)}</span>
              <span className="text-base font-semibold">{names.number(date)}</span>
              <span
                aria-hidden="true"
                className={cn("size-1.5 rounded-full", plannedDays.has(date) ? (date === selected ? "bg-white" : "bg-brand-600") : "bg-transparent")}
              />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
