import { useId, type CSSProperties } from "react";
import { useTranslation } from "@/i18n/react";
import { cuisines } from "@common/cuisines";
import { cn } from "@/lib/cn";

type CuisinePickerProps = {
  /** The chosen cuisine key, or "all". */
  value: string;
  onChange: (cuisine: string) => void;
};

/**
 * docs/spec.md §2: the 11 cuisines in their colours; choosing one sets the filter, choosing it again clears it.
 * Compact chips: one row that scrolls sideways on a phone, wrapping from `sm` up.
 */
export function CuisinePicker({ value, onChange }: CuisinePickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} aria-describedby={`${headingId}-hint`} className="grid gap-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          {t("recipes.picker.title")}
        </h3>
        <p id={`${headingId}-hint`} className="text-sm text-muted">
          {t("recipes.picker.hint")}
        </p>
      </div>
      {/* A row that scrolls sideways on a phone, the chip cut at its edge saying there are more (data-scroll-row). */}
      <ul data-scroll-row="" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {cuisines.map((cuisine) => {
          const chosen = value === cuisine.key;
          return (
            <li key={cuisine.key} className="shrink-0">
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(chosen ? "all" : cuisine.key)}
                style={{ "--cuisine": cuisine.colour, "--from": cuisine.gradient[0] } as CSSProperties}
                className={cn(
                  "flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full border-2 ps-1 pe-3 text-sm font-semibold transition-colors",
                  chosen
                    ? "border-(--cuisine) bg-(--cuisine) text-white"
                    : "border-line bg-white text-ink hover:border-(--cuisine)",
                )}
              >
                <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-(--from) text-base">
                  {cuisine.emoji}
                </span>
                {t(`recipes.cuisines.${cuisine.key}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
