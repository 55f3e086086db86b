import { useId } from "react";
import type { MenuDate } from "@common/menu";
import { useDayNames } from "@/features/add-to-menu";

type DaySelectProps = { label: string; days: MenuDate[]; value: MenuDate; onChange: (date: MenuDate) => void };

/** A labelled native select of days (named in full in the interface language): the keyboard and phones' own picker. */
export function DaySelect({ label, days, value, onChange }: DaySelectProps) {
  const names = useDayNames();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      >
        {days.map((day) => (
          <option key={day} value={day}>
            {names.long(day)}
          </option>
        ))}
      </select>
    </div>
  );
}
