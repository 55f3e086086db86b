import { useEffect, useId, useRef } from "react";
import { ArrowRightLeft, ChefHat, GripVertical, Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { menuMaxServings } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { RecipeImage } from "@/features/recipes";
import type { PlannedDish } from "../lib/plan";

/** A helper who may be named as a dish's cook. */
export type Cook = { id: number; firstName: string };

type DishRowProps = {
  dish: PlannedDish;
  /** The household's helpers (decision 0081); none: no "who cooks" select. */
  cooks: readonly Cook[];
  onCook: (cookHelperId: number | null) => void;
  onServings: (servings: number) => void;
  onMove: () => void;
  onRemove: () => void;
  /** HTML5 drag and drop (desktop): this dish is picked up, or another is dropped on it (it goes before this one). */
  onDragStart: () => void;
  onDropHere: () => void;
};

const stepClass =
  "flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-ink hover:bg-brand-50 disabled:opacity-40 [&_svg]:size-4";

/** One planned dish: picture, title, servings stepper, Move (the keyboard's and phones' way to move) and Remove. */
export function DishRow({ dish, cooks, onCook, onServings, onMove, onRemove, onDragStart, onDropHere }: DishRowProps) {
  const { t } = useTranslation();
  const title = dish.recipe.title;
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", title);
        onDragStart();
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onDropHere();
      }}
      className="flex gap-3 rounded-xl border border-line bg-white p-2"
    >
      <GripVertical className="hidden size-4 shrink-0 cursor-grab self-center text-muted md:block" aria-hidden="true" />
      <RecipeImage recipe={dish.recipe} alt="" sizes="56px" className="size-14 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <Link to={`/recipe/${dish.recipeId}`} dir="auto" className="line-clamp-2 font-medium text-ink hover:text-brand-700 hover:underline">
          {title}
        </Link>
        <div className="mt-1 flex flex-wrap items-center gap-1">
          <div role="group" aria-label={title} className="flex items-center gap-1">
            <button type="button" className={stepClass} disabled={dish.servings <= 1} onClick={() => onServings(dish.servings - 1)} aria-label={t("menu.dish.fewer", { title })}>
              <Minus aria-hidden="true" />
            </button>
            <output aria-live="polite" className="min-w-20 text-center text-sm font-semibold text-ink">
              {t("menu.dish.servings", { n: dish.servings })}
            </output>
            <button
              type="button"
              className={stepClass}
              disabled={dish.servings >= menuMaxServings}
              onClick={() => onServings(dish.servings + 1)}
              aria-label={t("menu.dish.more", { title })}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
          <Button variant="ghost" size="md" className="px-3" onClick={onMove} aria-label={t("menu.dish.moveLabel", { title })}>
            <ArrowRightLeft aria-hidden="true" />
            {t("menu.dish.move")}
          </Button>
          <Button variant="ghost" size="icon" onClick={onRemove} aria-label={t("menu.dish.remove", { title })}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {cooks.length > 0 && <CookSelect dish={dish} cooks={cooks} onCook={onCook} />}
      </div>
    </li>
  );
}

/** Who cooks this dish (decision 0081): "Cook: Priya", or nobody named; a labelled native select (keyboard, screen readers). */
function CookSelect({ dish, cooks, onCook }: { dish: PlannedDish; cooks: readonly Cook[]; onCook: (cookHelperId: number | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // A cook removed since is nobody named, as the server has it.
  const value = cooks.some((cook) => cook.id === dish.cookHelperId) ? String(dish.cookHelperId) : "";
  // A cook chosen on the server's page before the browser had taken it over (decision 0089: a slow phone) changed
  // the select where React did not see it: once the page is the browser's, that choice is saved as if just made.
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && chosen !== value) onCook(chosen ? Number(chosen) : null);
    // Once, as the page becomes the browser's: later changes go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The select fills the row from a zero width, so its longest option never widens
  // the day's card past a phone's screen.
  return (
    <div className="mt-1 flex items-center gap-2">
      <ChefHat className="size-4 shrink-0 text-muted" aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t("menu.dish.cookLabel", { title: dish.recipe.title })}
      </label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(event) => onCook(event.target.value ? Number(event.target.value) : null)}
        className="h-9 w-0 min-w-0 flex-1 rounded-lg border border-line bg-white ps-2 pe-8 text-sm text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <option value="">{t("menu.dish.cookNobody")}</option>
        {cooks.map((cook) => (
          <option key={cook.id} value={cook.id}>
            {t("menu.dish.cook", { name: cook.firstName })}
          </option>
        ))}
      </select>
    </div>
  );
}
