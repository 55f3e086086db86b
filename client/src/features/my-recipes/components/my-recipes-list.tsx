import { Suspense, useId, useState } from "react";
import { BookOpen, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { DialogUnavailable } from "@/components/ui/dialog-unavailable";
import { EmptyState, QueryStates } from "@/components/ui/query-states";
import { RecipeGrid, RecipeGridSkeleton } from "@/features/recipes";
import { deferred } from "@/lib/deferred";
import { useMyRecipes } from "../api/my-recipes";
import { editMyRecipePath } from "@/lib/my-recipe-paths";
import { AddRecipeOptions } from "./add-recipe-options";

/* The confirmation (Radix's dialog) loads when the owner reaches for a Delete, not with the page (decision 0087). */
const deleteDialog = deferred(() => import("./delete-recipe-dialog").then((module) => ({ default: module.DeleteRecipeDialog }), () => ({ default: DialogUnavailable })));

/** The owner's recipes as cards, each with edit and delete (after a confirmation), under the ways to add one. */
function OwnRecipes({ recipes, addId }: { recipes: RecipeCard[]; addId: string }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<RecipeCard>();
  return (
    <div className="grid gap-8">
      <AddRecipeOptions headingId={addId} compact />
      <div className="grid gap-3">
        <p className="text-sm font-medium text-muted">{t("my-recipes.page.count", { count: recipes.length })}</p>
        <RecipeGrid
          recipes={recipes}
          headingLevel={2}
          actionsOf={(recipe) => (
            <>
              <Button asChild variant="outline" size="sm">
                <Link to={editMyRecipePath(recipe.id)} aria-label={t("my-recipes.card.editLabel", { title: recipe.title })}>
                  <Pencil aria-hidden="true" />
                  {t("my-recipes.card.edit")}
                </Link>
              </Button>
              <Button variant="ghost" size="sm" aria-label={t("my-recipes.card.deleteLabel", { title: recipe.title })} onPointerEnter={deleteDialog.preload} onFocus={deleteDialog.preload} onClick={() => setDeleting(recipe)}>
                <Trash2 aria-hidden="true" />
                {t("my-recipes.card.delete")}
              </Button>
            </>
          )}
        />
      </div>
      <Suspense fallback={null}>{deleting && <deleteDialog.Component recipe={deleting} onClose={() => setDeleting(undefined)} />}</Suspense>
    </div>
  );
}

/** The owner's own recipes and the ways to add one; skeletons; an error with a retry; an empty state. */
export function MyRecipesList() {
  const { t } = useTranslation();
  const addId = useId();
  return (
    <QueryStates
      query={useMyRecipes()}
      loading={<RecipeGridSkeleton count={4} />}
      failed={t("my-recipes.page.error")}
      empty={
        <div className="grid gap-6">
          <EmptyState icon={BookOpen} title={t("my-recipes.page.emptyTitle")} text={t("my-recipes.page.emptyText")} />
          <AddRecipeOptions headingId={addId} />
        </div>
      }
    >
      {(recipes) => <OwnRecipes recipes={recipes} addId={addId} />}
    </QueryStates>
  );
}
