import { useTranslation } from "@/i18n/react";

const steps = ["pick", "translate", "send"] as const;

/** docs/spec.md §2: the 'Relax!' explanation, in steps. */
export function RelaxSteps() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 className="text-2xl font-bold text-brand-800">{t("recipes.steps.title")}</h2>
      <p className="mt-1 text-muted">{t("recipes.steps.intro")}</p>
      <ol className="mt-5 grid gap-4">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{t(`recipes.steps.${step}Title`)}</h3>
              <p className="text-sm text-muted">{t(`recipes.steps.${step}Text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
