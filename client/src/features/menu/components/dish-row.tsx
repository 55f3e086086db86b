import { ArrowRightLeft, GripVertical, Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { menuMaxServings } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { RecipeImage } from "@/features/recipes";
import type { PlannedDish } from "../lib/plan";

type DishRowProps = {
  dish: PlannedDish;
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
export function DishRow({ dish, onServings, onMove, onRemove, onDragStart, onDropHere }: DishRowProps) {
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
      </div>
    </li>
  );
}
