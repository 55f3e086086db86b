import { Suspense, useState } from "react";
import { Check, EyeOff, Minus, Pencil, Plus, Trash2 } from "lucide-react";
import type { RecipeDetail } from "@common/recipe";
import type { LanguageCoverage } from "@common/translation.schema";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTableCell, DataTableRow } from "@/components/ui/data-table";
import { deferred } from "@/lib/deferred";
import { useAdminRecipes, useDeleteRecipe } from "../api/recipes";
import { useTranslationCoverage } from "../api/translations";
import { useLabels } from "../labels";
import { useAdminTranslation } from "../texts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { AdminTable } from "./admin-table";

/** The form (react-hook-form, the shared schema) loads when an admin reaches for it. */
const recipeForm = deferred(() => import("./recipe-form-dialog"));
const translationsDialog = deferred(() => import("./translations-dialog"));

type RecipeCoverage = { complete: number; languages: LanguageCoverage[] };

const columns = ["id", "title", "cuisine", "difficulty", "featured", "quick", "languages", "actions"] as const;

type Editing = { mode: "create" } | { mode: "edit"; recipe: RecipeDetail };

/** docs/spec.md §2 Recipes tab: every recipe sorted by title, add, edit and delete. */
export function RecipesTab() {
  const { t } = useAdminTranslation();
  const recipes = useAdminRecipes();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<RecipeDetail | null>(null);
  const remove = useDeleteRecipe();
  const coverage = useTranslationCoverage();
  const [translating, setTranslating] = useState<RecipeDetail | null>(null);
  const coverageOf = new Map((coverage.data?.recipes ?? []).map((entry) => [entry.recipeId, entry]));

  return (
    <AdminTable
      id="admin-recipes-heading"
      name={t("tabs.recipes")}
      title={(rows) => t("recipes.heading", { count: rows.length })}
      description={t("recipes.description")}
      action={
        <Button onPointerEnter={recipeForm.preload} onFocus={recipeForm.preload} onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden="true" />
          {t("recipes.add")}
        </Button>
      }
      query={recipes}
      loadingText={t("recipes.loading")}
      emptyText={t("recipes.empty")}
      headers={columns.map((column) => t(`recipes.columns.${column}`))}
      rows={(rows) =>
        rows.map((recipe) => (
          <RecipeRow
            key={recipe.id}
            recipe={recipe}
            coverage={coverageOf.get(recipe.id)}
            onTranslations={() => setTranslating(recipe)}
            onEdit={() => setEditing({ mode: "edit", recipe })}
            onDelete={() => {
              remove.reset();
              setDeleting(recipe);
            }}
          />
        ))
      }
    >
      {editing && (
        <Suspense fallback={null}>
          <recipeForm.Component
            key={editing.mode === "edit" ? editing.recipe.id : "new"}
            recipe={editing.mode === "edit" ? editing.recipe : undefined}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {translating && (
        <Suspense fallback={null}>
          <translationsDialog.Component
            recipe={translating}
            coverage={coverageOf.get(translating.id)?.languages ?? []}
            provider={coverage.data?.provider ?? false}
            onClose={() => setTranslating(null)}
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
    </AdminTable>
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

/** How many languages are complete; which are not, in the button's name and the dialog. */
function CoverageCell({ coverage, title, onOpen }: { coverage: RecipeCoverage | undefined; title: string; onOpen: () => void }) {
  const { t } = useAdminTranslation();
  if (!coverage) return <span className="text-muted">…</span>;
  const total = coverage.languages.length;
  const incomplete = coverage.languages.filter((language) => language.translated < language.total);
  const failed = incomplete.some((language) => language.state === "failed");
  return (
    <button
      type="button"
      onPointerEnter={translationsDialog.preload}
      onFocus={translationsDialog.preload}
      onClick={onOpen}
      aria-label={t("translations.open", { title, done: coverage.complete, total, count: total })}
      className="rounded-lg px-1 py-0.5 hover:bg-brand-50"
    >
      <Badge variant={coverage.complete === total ? "success" : failed ? "danger" : "warning"} className="whitespace-nowrap tabular-nums">
        {coverage.complete}/{total}
      </Badge>
    </button>
  );
}

type RecipeRowProps = { recipe: RecipeDetail; coverage: RecipeCoverage | undefined; onTranslations: () => void; onEdit: () => void; onDelete: () => void };

function RecipeRow({ recipe, coverage, onTranslations, onEdit, onDelete }: RecipeRowProps) {
  const { t } = useAdminTranslation();
  const labels = useLabels();
  return (
    <DataTableRow>
      <DataTableCell className="tabular-nums text-muted">{recipe.id}</DataTableCell>
      <DataTableCell className="min-w-48 font-medium">
        <span className="flex flex-wrap items-center gap-2">
          <bdi>{recipe.title}</bdi>
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
        <CoverageCell coverage={coverage} title={recipe.title} onOpen={onTranslations} />
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
