import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { FileSearch } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { MyRecipe, RecipeDraftAnswer } from "@common/my-recipe.schema";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { SignedInOnly } from "@/features/auth/on-demand";
import { usePageTitle } from "@/lib/use-page-title";
import { useMyRecipe } from "../api/my-recipes";
import { DraftSource, type DraftKind } from "../components/draft-source";
import { MyRecipeForm } from "../components/my-recipe-form";
import { emptyMyRecipeForm, formValuesOf, type MyRecipeFormValues } from "../lib/my-recipe-form";
import { myRecipesPath } from "@/lib/my-recipe-paths";

const draftKindOf = (value: string | null): DraftKind | undefined => (value === "paste" || value === "link" ? value : undefined);

/** A heading that takes the focus when it appears, so a screen reader hears that the page moved on. */
function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-3xl font-bold text-ink focus:outline-none">
      {children}
    </h1>
  );
}

/**
 * Said above a draft read from a page's own text (decision 0067: the page had no recipe card to read): the owner
 * checks it before saving.
 */
function CheckThisNotice() {
  const { t } = useTranslation();
  return (
    <div role="note" className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      <FileSearch className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{t("my-recipes.review.checkTitle")}</p>
        <p className="text-sm text-muted">{t("my-recipes.review.checkText")}</p>
      </div>
    </div>
  );
}

/** A new recipe: written from an empty form, or pasted or imported first and then reviewed in the form. */
function NewRecipe({ kind, onSaved }: { kind: DraftKind | undefined; onSaved: (recipe: MyRecipe) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<MyRecipeFormValues>();
  const [source, setSource] = useState<Pick<RecipeDraftAnswer, "readFrom" | "servingsText">>();
  const [drafts, setDrafts] = useState(0);
  if (kind && !draft) {
    return (
      <div className="grid gap-6">
        <StepHeading focus={drafts > 0}>{t(`my-recipes.${kind}.heading`)}</StepHeading>
        <DraftSource
          kind={kind}
          onDraft={(answer) => {
            setDraft(formValuesOf(answer));
            setSource({ readFrom: answer.readFrom, servingsText: answer.servingsText });
            setDrafts((count) => count + 1);
          }}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <StepHeading focus={drafts > 0}>{t(draft ? "my-recipes.review.heading" : "my-recipes.form.newHeading")}</StepHeading>
        {draft && (
          <div className="flex flex-wrap items-center gap-x-3">
            <p className="text-muted">{t("my-recipes.review.text")}</p>
            <button type="button" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline" onClick={() => setDraft(undefined)}>
              {t("my-recipes.review.again")}
            </button>
          </div>
        )}
      </div>
      {draft && source?.readFrom === "page-text" && <CheckThisNotice />}
      {/* A new draft is a new form. */}
      <MyRecipeForm
        key={drafts}
        initial={draft ?? emptyMyRecipeForm}
        servingsText={draft ? source?.servingsText : undefined}
        onSaved={onSaved}
        onCancel={() => void navigate(myRecipesPath)}
      />
    </div>
  );
}

function EditRecipe({ id, onSaved }: { id: number; onSaved: (recipe: MyRecipe) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recipe = useMyRecipe(id);
  return (
    <div className="grid gap-6">
      <StepHeading focus={false}>{t("my-recipes.form.editHeading")}</StepHeading>
      {recipe.isPending ? (
        <div role="status" className="grid gap-4">
          <span className="sr-only">{t("common.loading")}</span>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : recipe.isError ? (
        <p role="alert" className="rounded-2xl border border-line bg-white p-6 text-muted">
          {t("my-recipes.form.notFound")}
        </p>
      ) : (
        <MyRecipeForm initial={formValuesOf(recipe.data)} recipeId={id} onSaved={onSaved} onCancel={() => void navigate(-1)} />
      )}
    </div>
  );
}

/**
 * /my-recipes/new (?from=paste or link) and /my-recipes/:id/edit. Saved, the recipe's own page
 * opens: where it is sent to the helper.
 */
export default function MyRecipeEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const editing = id !== undefined && /^\d+$/.test(id);
  usePageTitle(t(editing ? "my-recipes.form.editHeading" : "my-recipes.form.newHeading"));
  const onSaved = (recipe: MyRecipe) => {
    toast({ title: t("my-recipes.form.saved"), description: recipe.title });
    void navigate(`/recipe/${recipe.id}`, { replace: true });
  };
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8">
      <SignedInOnly promptClassName="py-6">
        {() => (editing ? <EditRecipe id={Number(id)} onSaved={onSaved} /> : <NewRecipe kind={draftKindOf(search.get("from"))} onSaved={onSaved} />)}
      </SignedInOnly>
    </div>
  );
}
