import { useTranslation } from "@/i18n/react";

/** Browse's quick=true: only recipes on the table within 30 minutes. */
export function QuickOnlyFilter({ checked, onChange }: { checked: boolean; onChange: (quick: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="flex w-fit cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3 py-2 text-sm font-medium text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-brand-700"
      />
      {t("recipes.browse.quickOnly")}
    </label>
  );
}
