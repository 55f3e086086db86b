import { Minus, Plus } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { loadScaling } from "../lib/use-scaled-ingredients";

const preloadScaling = () => void loadScaling().catch(() => undefined);

/** Decision 0050: how many the helper cooks for; 1 to 50. */
export const servingsRange = { min: 1, max: 50 } as const;

type ServingsStepperProps = { value: number; original: number; onChange: (servings: number) => void };

/** − N servings +: the ingredient list and the message to the helper follow it. */
export function ServingsStepper({ value, original, onChange }: ServingsStepperProps) {
  const { t } = useTranslation();
  const button =
    "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50 disabled:opacity-40 [&_svg]:size-4";
  return (
    // The scaling code comes as the owner reaches for the buttons, so the first change shows at once.
    <div role="group" aria-label={t("recipes.servings.label")} className="flex items-center gap-2" onPointerEnter={preloadScaling} onFocus={preloadScaling}>
      <button type="button" className={button} disabled={value <= servingsRange.min} onClick={() => onChange(value - 1)} aria-label={t("recipes.servings.fewer")}>
        <Minus aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-24 text-center text-sm font-semibold text-ink">
        {t("recipes.servings.count", { n: value })}
      </output>
      <button type="button" className={button} disabled={value >= servingsRange.max} onClick={() => onChange(value + 1)} aria-label={t("recipes.servings.more")}>
        <Plus aria-hidden="true" />
      </button>
      {value !== original && (
        <button type="button" onClick={() => onChange(original)} className="text-sm font-medium text-brand-700 hover:underline">
          {t("recipes.servings.reset")}
        </button>
      )}
    </div>
  );
}
