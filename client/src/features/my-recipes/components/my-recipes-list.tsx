import { useId, useState } from "react";
import { BookOpen, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { EmptyState, QueryStates } from "@/components/ui/query-states";
import { toast } from "@/components/ui/use-toast";
import { RecipeGrid, RecipeGridSkeleton } from "@/features/recipes";
import { serverMessageOf } from "@/lib/api-errors";
import { useDeleteMyRecipe, useMyRecipes } from "../api/my-recipes";
import { editMyRecipePath } from "@/lib/my-recipe-paths";
import { AddRecipeOptions } from "./add-recipe-options";

/** Delete, after the owner confirms; the dialog stays open with the reason when the server refuses. */
function DeleteDialog({ recipe, onClose }: { recipe: RecipeCard; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMyRecipe();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("my-recipes.delete.title")}
      description={t("my-recipes.delete.text", { title: recipe.title })}
      confirmLabel={t("my-recipes.delete.confirm")}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(recipe.id, {
          onSuccess: () => {
            toast({ title: t("my-recipes.delete.done"), description: recipe.title });
            onClose();
          },
        })
      }
    >
      <FormAlert>{remove.isError ? (serverMessageOf(remove.error) ?? t("my-recipes.delete.failed")) : undefined}</FormAlert>
    </ConfirmDialog>
  );
}

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
              <Button variant="ghost" size="sm" aria-label={t("my-recipes.card.deleteLabel", { title: recipe.title })} onClick={() => setDeleting(recipe)}>
                <Trash2 aria-hidden="true" />
                {t("my-recipes.card.delete")}
              </Button>
            </>
          )}
        />
      </div>
      {deleting && <DeleteDialog recipe={deleting} onClose={() => setDeleting(undefined)} />}
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
