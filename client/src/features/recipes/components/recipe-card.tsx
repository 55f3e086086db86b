import { useEffect, useId, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import type { RecipeCard as RecipeCardData } from "@common/recipe";
import { AddToMenuButton } from "@/features/add-to-menu";
import { rememberReturnPath, useCurrentUser } from "@/features/auth";
import { FavoriteToggle } from "@/features/favorites";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { trackRecipeClick } from "../api/track-recipe-click";
import { useReveal } from "../lib/use-reveal";
import { CuisineBadge } from "./cuisine-badge";
import { GuestCardOverlay } from "./guest-card-overlay";
import { RecipeCardFacts } from "./recipe-card-facts";
import { RecipeImage } from "./recipe-image";

/** docs/spec.md §9: the login prompt stays 2 s after a signed-out visitor's click. */
export const loginPromptMs = 2000;

/**
 * The width a card's picture is shown at, for the browser to pick from srcset: a column of the grid, or on a
 * phone the whole width less the page's margins, or in a sideways row (home) 78% of that.
 */
const cardSizes = {
  grid: "(min-width: 1280px) 288px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)",
  row: "(min-width: 1280px) 288px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(78vw - 1.5rem)",
};

/** The title's control stretches over the whole card, so all of it is one target. */
const stretched =
  "text-start after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none";

type RecipeCardProps = {
  recipe: RecipeCardData;
  headingLevel?: 2 | 3;
  /** In the first row: the image loads at once. */
  eager?: boolean;
  /** The list's first card: its picture is asked for first (RecipeImage). */
  first?: boolean;
  /** In a sideways row on a phone (home's sections), where it is narrower. */
  inRow?: boolean;
  /** Buttons under the facts (the owner's own recipes: edit, delete), above the card's link. */
  actions?: ReactNode;
};

/**
 * docs/spec.md §2 recipe card. Signed in, it links to the recipe and the click is tracked; signed out, it
 * goes nowhere and shows the login prompt, and the recipe is where a login or signup then leads. It fades in once, the first time a tenth of it is visible.
 * Its picture is decorative (alt=""): the title under it says the same.
 */
export function RecipeCard({ recipe, headingLevel = 3, eager = false, first = false, inRow = false, actions }: RecipeCardProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [ref, revealed] = useReveal<HTMLElement>();
  const [prompting, setPrompting] = useState(false);
  const promptId = useId();
  useEffect(() => {
    if (!prompting) return;
    const timer = setTimeout(() => setPrompting(false), loginPromptMs);
    return () => clearTimeout(timer);
  }, [prompting]);

  const Heading = headingLevel === 2 ? "h2" : "h3";
  const recipePath = `/recipe/${recipe.id}`;
  return (
    <article
      ref={ref}
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm",
        "transition duration-500 ease-out hover:shadow-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600",
        !revealed && "motion-safe:translate-y-4 motion-safe:opacity-0",
      )}
    >
      <RecipeImage recipe={recipe} alt="" sizes={inRow ? cardSizes.row : cardSizes.grid} eager={eager} first={first} className="aspect-[4/3] w-full bg-stone-100 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <CuisineBadge cuisineType={recipe.cuisineType} />
          {/* Decision 0051: the owner's own recipe, among the catalogue's. */}
          {recipe.mine && <Badge variant="info">{t("recipes.card.mine")}</Badge>}
        </div>
        <Heading dir="auto" className="text-lg font-semibold leading-snug text-ink">
          {user ? (
            <Link to={recipePath} onClick={() => trackRecipeClick(recipe.id)} className={stretched}>
              {recipe.title}
            </Link>
          ) : (
            <button
              type="button"
              aria-describedby={promptId}
              onClick={() => {
                setPrompting(true);
                // Decision 0072: she wanted this recipe; after logging in or signing up she goes to it.
                rememberReturnPath(recipePath);
              }}
              className={stretched}
            >
              {recipe.title}
            </button>
          )}
        </Heading>
        <p dir="auto" className="line-clamp-2 text-sm text-muted">
          {recipe.description}
        </p>
        <RecipeCardFacts minutes={recipe.prepTime + recipe.cookTime} servings={recipe.servings} />
        {actions && <div className="relative z-10 flex flex-wrap gap-2 pt-2">{actions}</div>}
      </div>
      {user ? (
        <FavoriteToggle recipeId={recipe.id} title={recipe.title} className="absolute end-3 top-3 z-10" />
      ) : (
        <GuestCardOverlay id={promptId} shown={prompting} onLogin={() => rememberReturnPath(recipePath)} />
      )}
      {/* Decision 0071: beside the heart, for signed-in owners only; not inside the card's link. */}
      <AddToMenuButton recipe={recipe} variant="card" />
    </article>
  );
}
