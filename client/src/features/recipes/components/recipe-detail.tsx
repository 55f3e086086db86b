import { useId, useState } from "react";
import { Pencil, Star } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { isolateQuantities } from "@common/bidi";
import type { RecipeDetail as RecipeDetailData } from "@common/recipe";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { AddToMenuButton } from "@/features/add-to-menu";
import { FavoriteToggle } from "@/features/favorites";
import { useCurrentUser } from "@/features/auth";
import { editMyRecipePath } from "@/lib/my-recipe-paths";
import { HelperNote, SharePreviewLink, TranslateAndSendButton, type HelperNoteValue } from "@/features/sharing/send";
import { useScaledIngredients } from "../lib/use-scaled-ingredients";
import { useInterfaceLanguage } from "../lib/use-interface-language";
import { BackButton } from "./back-button";
import { CuisineBadge } from "./cuisine-badge";
import { RecipeFacts } from "./recipe-facts";
import { RecipeImage } from "./recipe-image";
import { ServingsStepper } from "./servings-stepper";

/**
 * docs/spec.md §2 Recipe detail, in the interface language. Decision 0050: the servings the helper cooks for (the
 * ingredients follow) and the owner's note for her travel with the send.
 */
export function RecipeDetail({ recipe }: { recipe: RecipeDetailData }) {
  const { t } = useTranslation();
  const language = useInterfaceLanguage();
  const { user } = useCurrentUser();
  const ingredientsId = useId();
  const instructionsId = useId();
  const [servings, setServings] = useState(recipe.servings);
  const [note, setNote] = useState<HelperNoteValue>({ quickNotes: [], note: "" });
  const ingredients = useScaledIngredients(recipe.ingredients, recipe.sourceIngredients, servings / recipe.servings, language);
  const sendOptions = { servings, quickNotes: note.quickNotes, note: note.note };
  return (
    // On phones the page is one column whose last item is the send bar: it sticks above the bottom
    // bar while the recipe scrolls by, and comes to rest at the recipe's end, so it never covers the footer.
    // Its two wrappers step aside there (display: contents), so the bar is the article's own item.
    <article className="mx-auto grid max-w-5xl grid-cols-1 gap-4 px-4 py-8 md:gap-8">
      <BackButton />
      <div className="grid gap-8 max-md:contents md:grid-cols-2">
        <RecipeImage
          recipe={recipe}
          alt={recipe.title}
          sizes="(min-width: 1024px) 496px, (min-width: 768px) 50vw, 100vw"
          first
          className="aspect-[4/3] w-full rounded-2xl bg-stone-100 object-cover shadow-sm"
        />
        <div className="flex flex-col gap-4 max-md:contents">
          <div className="flex flex-wrap items-center gap-2 max-md:mt-4">
            <CuisineBadge cuisineType={recipe.cuisineType} />
            {recipe.featured && (
              <Badge variant="warning">
                <Star className="size-3.5 fill-current" aria-hidden="true" />
                {t("recipes.detail.featured")}
              </Badge>
            )}
            {recipe.mine && (
              <>
                <Badge variant="info">{t("recipes.card.mine")}</Badge>
                <Button asChild variant="outline" size="sm" className="ms-auto">
                  <Link to={editMyRecipePath(recipe.id)}>
                    <Pencil aria-hidden="true" />
                    {t("recipes.detail.edit")}
                  </Link>
                </Button>
              </>
            )}
          </div>
          {/* A recipe not yet in the interface language is shown as written: each text takes its own direction (decision 0075). */}
          <h1 dir="auto" className="text-3xl font-bold leading-tight text-ink md:text-4xl">
            {recipe.title}
          </h1>
          <p dir="auto" className="text-lg text-muted">
            {recipe.description}
          </p>
          <RecipeFacts recipe={recipe} />
          <AddToMenuButton recipe={recipe} variant="detail" />
          {user && <HelperNote helperName={user.helperFirstName} value={note} onChange={setNote} />}
          {user && <SharePreviewLink user={user} recipeId={recipe.id} defaultServings={recipe.servings} options={sendOptions} />}
          {/* On a phone the action is always in reach, in a bar above the bottom bar; its first-time
              tooltip points at it there. From md up it sits under the facts. */}
          <div
            data-testid="recipe-actions"
            className="flex items-center gap-3 max-md:sticky max-md:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] max-md:z-30 max-md:order-last max-md:-mx-4 max-md:border-t max-md:border-line max-md:bg-white/95 max-md:px-4 max-md:py-3 max-md:backdrop-blur md:flex-wrap"
          >
            {/* At 320 px the words take two lines rather than push the favourite off the screen. */}
            <TranslateAndSendButton
              recipe={recipe}
              options={sendOptions}
              frameClassName="max-md:min-w-0 max-md:flex-1"
              className="max-md:h-auto max-md:min-h-12 max-md:whitespace-normal max-md:py-2 max-md:leading-tight"
            />
            <FavoriteToggle recipeId={recipe.id} title={recipe.title} className="shrink-0 border border-line" />
          </div>
        </div>
      </div>
      <div className="grid gap-10 max-md:mt-4 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby={ingredientsId} className="self-start rounded-2xl border border-line bg-white p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={ingredientsId} className="text-xl font-bold text-ink">
              {t("recipes.detail.ingredients")}
            </h2>
            <ServingsStepper value={servings} original={recipe.servings} onChange={setServings} />
          </div>
          <ul className="mt-4 grid list-disc gap-2 ps-5 marker:text-brand-600">
            {ingredients.map((line, index) => (
              <li key={index}>
                <bdi>{isolateQuantities(line)}</bdi>
              </li>
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
                <p dir="auto" className="pt-1">
                  {isolateQuantities(line)}
                </p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </article>
  );
}
