import type { ReactNode } from "react";
import { ChefHat, Clock, Flame, Users } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { RecipeDetail } from "@common/recipe";

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-brand-50 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted [&_svg]:size-4 [&_svg]:text-brand-700">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** Prep time, cook time (unless neither was given), servings and difficulty of a recipe. */
export function RecipeFacts({ recipe }: { recipe: RecipeDetail }) {
  const { t } = useTranslation();
  const minutes = (n: number) => t("recipes.card.minutes", { n });
  const timed = recipe.prepTime + recipe.cookTime > 0;
  return (
    <dl className="grid grid-cols-2 gap-3">
      {timed && <Fact icon={<Clock aria-hidden="true" />} label={t("recipes.detail.prepTime")} value={minutes(recipe.prepTime)} />}
      {timed && <Fact icon={<Flame aria-hidden="true" />} label={t("recipes.detail.cookTime")} value={minutes(recipe.cookTime)} />}
      <Fact icon={<Users aria-hidden="true" />} label={t("recipes.detail.servings")} value={String(recipe.servings)} />
      <Fact
        icon={<ChefHat aria-hidden="true" />}
        label={t("recipes.detail.difficulty")}
        value={t(`recipes.difficulty.${recipe.difficulty}`, { defaultValue: recipe.difficulty })}
      />
    </dl>
  );
}
