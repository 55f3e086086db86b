import { useState, type ReactNode } from "react";
import { Search } from "lucide-react";
import type { RecipeCard } from "@common/recipe";
import { useTranslation } from "@/i18n/react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useFavoriteRecipes } from "@/features/favorites";
import { RecipeImage } from "@/features/recipes";
import { useMyRecipeChoices, useRecipeChoices } from "../api/recipe-choices";

type AddDishDialogProps = { title: string; onPick: (recipe: RecipeCard) => void; onClose: () => void };
type Source = "search" | "favorites" | "mine";

/** Picks a recipe for a meal: from a search (the owner's own recipes among the results), the favourites or "My recipes". */
export function AddDishDialog({ title, onPick, onClose }: AddDishDialogProps) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>("search");
  const [q, setQ] = useState("");
  const search = useRecipeChoices(q);
  const favorites = useFavoriteRecipes();
  const mine = useMyRecipeChoices(source === "mine");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[90dvh] flex-col">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t("menu.add.description")}</DialogDescription>
        </DialogHeader>
        <Tabs value={source} onValueChange={(value) => setSource(value as Source)} className="flex min-h-0 flex-col">
          <TabsList>
            <TabsTrigger value="search">{t("menu.add.search")}</TabsTrigger>
            <TabsTrigger value="favorites">{t("menu.add.favorites")}</TabsTrigger>
            <TabsTrigger value="mine">{t("menu.add.mine")}</TabsTrigger>
          </TabsList>
          <TabsContent value="search" className="grid min-h-0 gap-3">
            <div className="relative">
              <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
              <Input type="search" value={q} onChange={(event) => setQ(event.target.value)} aria-label={t("menu.add.searchLabel")} className="ps-9" />
            </div>
            <Choices query={search} recipes={search.data?.items} empty={t("menu.add.noResults")} onPick={onPick} />
          </TabsContent>
          <TabsContent value="favorites">
            <Choices query={favorites} recipes={favorites.data} empty={t("menu.add.noFavorites")} onPick={onPick} />
          </TabsContent>
          <TabsContent value="mine">
            <Choices query={mine} recipes={mine.data} empty={t("menu.add.noMine")} onPick={onPick} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

type ChoicesProps = { query: { isPending: boolean; isError: boolean }; recipes: RecipeCard[] | undefined; empty: string; onPick: (recipe: RecipeCard) => void };

function Choices({ query, recipes, empty, onPick }: ChoicesProps) {
  const { t } = useTranslation();
  let content: ReactNode;
  if (recipes) {
    content =
      recipes.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                onClick={() => onPick(recipe)}
                className="flex w-full items-center gap-3 rounded-xl border border-line p-2 text-start hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <RecipeImage recipe={recipe} alt="" sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="line-clamp-2 font-medium text-ink">
                    {recipe.title}
                  </span>
                  <span className="flex flex-wrap gap-x-2 text-sm text-muted">
                    {t("menu.dish.servings", { n: recipe.servings })}
                    {recipe.mine && <span className="font-medium text-brand-800">{t("menu.add.yours")}</span>}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      );
  } else if (query.isError) {
    content = (
      <p role="alert" className="py-6 text-center text-sm text-danger">
        {t("menu.add.failed")}
      </p>
    );
  } else {
    content = (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t("common.loading")}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-16" />
        ))}
      </div>
    );
  }
  return <div className="max-h-[50dvh] overflow-y-auto">{content}</div>;
}
