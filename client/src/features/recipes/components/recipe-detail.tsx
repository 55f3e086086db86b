import { useId } from "react";
import { Star } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { RecipeDetail as RecipeDetailData } from "@common/recipe";
import { Badge } from "@/components/ui/badge";
import { FavoriteToggle } from "@/features/favorites";
import { TranslateAndSendButton } from "@/features/sharing/components/translate-and-send-button";
import { BackButton } from "./back-button";
import { CuisineBadge } from "./cuisine-badge";
import { RecipeFacts } from "./recipe-facts";
import { RecipeImage } from "./recipe-image";

/** SPEC §2 Recipe detail, in the interface language. */
export function RecipeDetail({ recipe }: { recipe: RecipeDetailData }) {
  const { t } = useTranslation();
  const ingredientsId = useId();
  const instructionsId = useId();
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <BackButton />
      <div className="grid gap-8 md:grid-cols-2">
        <RecipeImage
          recipe={recipe}
          alt={recipe.title}
          sizes="(min-width: 1024px) 496px, (min-width: 768px) 50vw, 100vw"
          eager
          className="aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover shadow-sm"
        />
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <CuisineBadge cuisineType={recipe.cuisineType} />
            {recipe.featured && (
              <Badge variant="warning">
                <Star className="size-3.5 fill-current" aria-hidden="true" />
                {t("recipes.detail.featured")}
              </Badge>
            )}
          </div>
          <h1 className="text-3xl font-bold leading-tight text-ink md:text-4xl">{recipe.title}</h1>
          <p className="text-lg text-muted">{recipe.description}</p>
          <RecipeFacts recipe={recipe} />
          <div className="flex flex-wrap items-center gap-3">
            <TranslateAndSendButton recipe={recipe} />
            <FavoriteToggle recipeId={recipe.id} title={recipe.title} className="border border-line" />
          </div>
        </div>
      </div>
      <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby={ingredientsId} className="self-start rounded-2xl border border-line bg-white p-6">
          <h2 id={ingredientsId} className="text-xl font-bold text-ink">
            {t("recipes.detail.ingredients")}
          </h2>
          <ul className="mt-4 grid list-disc gap-2 ps-5 marker:text-brand-600">
            {recipe.ingredients.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby={instructionsId}>
          <h2 id={instructionsId} className="text-xl font-bold text-ink">
            {t("recipes.detail.instructions")}
          </h2>
          <ol className="mt-4 grid gap-4">
            {recipe.instructions.map((line, index) => (
              <li key={index} className="flex gap-3">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <p className="pt-1">{line}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
