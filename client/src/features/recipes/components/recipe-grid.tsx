import type { ReactNode } from "react";
import type { RecipeCard as RecipeCardData } from "@common/recipe";
import { cn } from "@/lib/cn";
import { RecipeCard } from "./recipe-card";
import { recipeGridClass, recipeRowClass, recipeRowItemClass, type RecipeListLayout } from "./recipe-grid-skeleton";

/**
 * The widest row: its images load at once, the rest when scrolled near. A sideways row shows one card and
 * the edge of the next on a phone, so only those two are asked for ahead of the others.
 */
const firstRow = { grid: 4, row: 2 } satisfies Record<RecipeListLayout, number>;

type RecipeGridProps = {
  recipes: RecipeCardData[];
  headingLevel?: 2 | 3;
  /** Whether this grid's first row can be on screen when the page opens. */
  eagerFirstRow?: boolean;
  /** New results are on their way: the old ones stay, dimmed. */
  busy?: boolean;
  /** "row": one sideways-scrolling row on phones (home's sections). */
  layout?: RecipeListLayout;
  /** Buttons for each card (the owner's own recipes: edit, delete). */
  actionsOf?: (recipe: RecipeCardData) => ReactNode;
};

export function RecipeGrid({ recipes, headingLevel = 3, eagerFirstRow = true, busy = false, layout = "grid", actionsOf }: RecipeGridProps) {
  return (
    <ul
      className={cn(layout === "row" ? recipeRowClass : recipeGridClass, "transition-opacity", busy && "opacity-60")}
      aria-busy={busy || undefined}
      data-scroll-row={layout === "row" ? "" : undefined}
    >
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className={cn(layout === "row" && recipeRowItemClass)}>
          <RecipeCard
            recipe={recipe}
            headingLevel={headingLevel}
            eager={eagerFirstRow && index < firstRow[layout]}
            first={eagerFirstRow && index === 0}
            inRow={layout === "row"}
            actions={actionsOf?.(recipe)}
          />
        </li>
      ))}
    </ul>
  );
}
