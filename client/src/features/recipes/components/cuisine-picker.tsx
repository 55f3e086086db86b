import { useId, type CSSProperties } from "react";
import { useTranslation } from "@/i18n/react";
import { cuisines } from "@common/cuisines";
import { cn } from "@/lib/cn";

type CuisinePickerProps = {
  /** The chosen cuisine key, or "all". */
  value: string;
  onChange: (cuisine: string) => void;
};

/** SPEC §2: the 11 cuisines in their colours; choosing one sets the filter, choosing it again clears it. */
export function CuisinePicker({ value, onChange }: CuisinePickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-3">
      <div>
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {t("recipes.picker.title")}
        </h3>
        <p className="text-sm text-muted">{t("recipes.picker.hint")}</p>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {cuisines.map((cuisine) => {
          const chosen = value === cuisine.key;
          return (
            <li key={cuisine.key}>
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(chosen ? "all" : cuisine.key)}
                style={{ "--cuisine": cuisine.colour, "--from": cuisine.gradient[0] } as CSSProperties}
                className={cn(
                  "flex h-12 w-full items-center gap-2 rounded-xl border-2 px-2 text-start text-sm font-semibold transition-colors",
                  chosen
                    ? "border-(--cuisine) bg-(--cuisine) text-white"
                    : "border-line bg-white text-ink hover:border-(--cuisine)",
                )}
              >
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-(--from) text-lg">
                  {cuisine.emoji}
                </span>
                <span className="min-w-0 leading-tight">{t(`recipes.cuisines.${cuisine.key}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
