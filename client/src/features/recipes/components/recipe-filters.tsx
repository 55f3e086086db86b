import { useId } from "react";
import { Search } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { cuisines, recipeCategories } from "@common/cuisines";
import type { RecipeSort } from "@common/recipe";
import { searchTextMaxLength } from "@common/search-limits";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { SelectField } from "./select-field";

/** docs/spec.md §2 lists them in this order. */
const sortOptions: RecipeSort[] = ["easiest", "newest", "quickest"];

type RecipeFiltersProps = {
  text: string;
  onText: (text: string) => void;
  sort: RecipeSort;
  onSort: (sort: RecipeSort) => void;
  cuisine: string;
  onCuisine: (cuisine: string) => void;
  /** Home has a category filter; browse does not (docs/spec.md §2). */
  category?: string;
  onCategory?: (category: string) => void;
};

/** Search box, sort, category and cuisine (docs/spec.md §2 Home and Browse). */
export function RecipeFilters({ text, onText, sort, onSort, cuisine, onCuisine, category, onCategory }: RecipeFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  const withCategory = category !== undefined && onCategory;
  return (
    <div className={cn("grid grid-cols-2 gap-x-3 gap-y-4", withCategory ? "lg:grid-cols-[2fr_1fr_1fr_1fr]" : "lg:grid-cols-[2fr_1fr_1fr]")}>
      <div className="col-span-2 grid gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-ink">
          {t("recipes.search.label")}
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
            placeholder={t("recipes.search.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={searchTextMaxLength}
            className="ps-9"
          />
        </div>
      </div>
      <SelectField id={`${id}-sort`} label={t("recipes.search.sort")} value={sort} onChange={(value) => onSort(value as RecipeSort)}>
        {sortOptions.map((value) => (
          <option key={value} value={value}>
            {t(`recipes.sort.${value}`)}
          </option>
        ))}
      </SelectField>
      {withCategory && (
        <SelectField id={`${id}-category`} label={t("recipes.search.category")} value={category} onChange={onCategory}>
          {["all", ...recipeCategories].map((value) => (
            <option key={value} value={value}>
              {t(`recipes.categories.${value}`)}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        id={`${id}-cuisine`}
        label={t("recipes.search.cuisine")}
        value={cuisine}
        onChange={onCuisine}
        className={withCategory ? "col-span-2 lg:col-span-1" : undefined}
      >
        <option value="all">{t("recipes.cuisines.all")}</option>
        {cuisines.map((c) => (
          <option key={c.key} value={c.key}>
            {t(`recipes.cuisines.${c.key}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
