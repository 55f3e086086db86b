import { Suspense, useState } from "react";
import { Check, EyeOff, Minus, Pencil, Plus, Trash2 } from "lucide-react";
import type { RecipeDetail } from "@common/recipe";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, DataTableCell, DataTableHead, DataTableHeader, DataTableRow } from "@/components/ui/data-table";
import { serverMessageOf } from "@/lib/api-errors";
import { deferred } from "@/lib/deferred";
import { useAdminRecipes, useDeleteRecipe } from "../api/recipes";
import { useLabels } from "../labels";
import { useAdminTranslation } from "../texts";
import { ConfirmDialog } from "./confirm-dialog";
import { ErrorState, LoadingState } from "./section-states";
import { TabHeader } from "./tab-header";

/** The form (react-hook-form, the shared schema) loads when an admin reaches for it. */
const recipeForm = deferred(() => import("./recipe-form-dialog"));

const columns = ["id", "title", "cuisine", "difficulty", "featured", "quick", "actions"] as const;

type Editing = { mode: "create" } | { mode: "edit"; recipe: RecipeDetail };

/** SPEC §2 Recipes tab: every recipe sorted by title, add, edit and delete. */
export function RecipesTab() {
  const { t } = useAdminTranslation();
  const recipes = useAdminRecipes();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<RecipeDetail | null>(null);
  const remove = useDeleteRecipe();

  return (
    <section aria-labelledby="admin-recipes-heading" className="grid gap-4">
      <TabHeader
        id="admin-recipes-heading"
        title={recipes.data ? t("recipes.heading", { count: recipes.data.length }) : t("tabs.recipes")}
        description={t("recipes.description")}
        action={
          <Button onPointerEnter={recipeForm.preload} onFocus={recipeForm.preload} onClick={() => setEditing({ mode: "create" })}>
            <Plus aria-hidden="true" />
            {t("recipes.add")}
          </Button>
        }
      />
      {recipes.isPending ? (
        <LoadingState text={t("recipes.loading")} />
      ) : recipes.isError ? (
        <ErrorState message={serverMessageOf(recipes.error)} onRetry={() => void recipes.refetch()} />
      ) : recipes.data.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white px-4 py-8 text-center text-muted">{t("recipes.empty")}</p>
      ) : (
        <>
          <p className="text-xs text-muted md:hidden">{t("common.scrollHint")}</p>
          <DataTable label={t("common.tableRegion", { name: t("tabs.recipes") })}>
            <DataTableHead>
              <tr>
                {columns.map((column) => (
                  <DataTableHeader key={column}>{t(`recipes.columns.${column}`)}</DataTableHeader>
                ))}
              </tr>
            </DataTableHead>
            <tbody>
              {recipes.data.map((recipe) => (
                <RecipeRow
                  key={recipe.id}
                  recipe={recipe}
                  onEdit={() => setEditing({ mode: "edit", recipe })}
                  onDelete={() => {
                    remove.reset();
                    setDeleting(recipe);
                  }}
                />
              ))}
            </tbody>
          </DataTable>
        </>
      )}
      {editing && (
        <Suspense fallback={null}>
          <recipeForm.Component
            key={editing.mode === "edit" ? editing.recipe.id : "new"}
            recipe={editing.mode === "edit" ? editing.recipe : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("recipes.delete.title")}
        description={t("recipes.delete.description")}
        confirmLabel={t("recipes.delete.confirm")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
      >
        <p className="text-sm text-muted">{t("recipes.delete.undone", { title: deleting?.title ?? "" })}</p>
      </ConfirmDialog>
    </section>
  );
}

function YesNo({ value }: { value: boolean }) {
  const { t } = useAdminTranslation();
  const Icon = value ? Check : Minus;
  return (
    <span className={value ? "inline-flex items-center gap-1 font-medium text-leaf-700" : "inline-flex items-center gap-1 text-muted"}>
      <Icon className="size-4" aria-hidden="true" />
      {value ? t("common.yes") : t("common.no")}
    </span>
  );
}

function RecipeRow({ recipe, onEdit, onDelete }: { recipe: RecipeDetail; onEdit: () => void; onDelete: () => void }) {
  const { t } = useAdminTranslation();
  const labels = useLabels();
  return (
    <DataTableRow>
      <DataTableCell className="tabular-nums text-muted">{recipe.id}</DataTableCell>
      <DataTableCell className="min-w-48 font-medium">
        <span className="flex flex-wrap items-center gap-2">
          {recipe.title}
          {recipe.hidden && (
            <Badge variant="neutral">
              <EyeOff className="size-3" aria-hidden="true" />
              {t("recipes.hidden")}
            </Badge>
          )}
        </span>
      </DataTableCell>
      <DataTableCell className="whitespace-nowrap">{labels.cuisine(recipe.cuisineType)}</DataTableCell>
      <DataTableCell>{labels.difficulty(recipe.difficulty)}</DataTableCell>
      <DataTableCell>
        <YesNo value={recipe.featured} />
      </DataTableCell>
      <DataTableCell>
        <YesNo value={recipe.quick} />
      </DataTableCell>
      <DataTableCell>
        <div className="flex gap-1.5">
          <Button
            variant="outline"
            size="sm"
            onPointerEnter={recipeForm.preload}
            onFocus={recipeForm.preload}
            onClick={onEdit}
            aria-label={t("recipes.edit", { title: recipe.title })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-danger hover:bg-red-50"
            onClick={onDelete}
            aria-label={t("recipes.delete.open", { title: recipe.title })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </DataTableCell>
    </DataTableRow>
  );
}
