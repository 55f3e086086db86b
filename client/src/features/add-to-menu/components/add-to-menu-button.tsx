import { Suspense, useRef, useState } from "react";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import type { RecipeCard } from "@common/recipe";
import { canUseRecipes } from "@common/subscription";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "@/features/auth";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { deferred } from "@/lib/deferred";

const picker = deferred(() => import("./add-to-menu-picker"));

export type PlannedRecipe = Pick<RecipeCard, "id" | "title" | "servings">;
type AddToMenuButtonProps = { recipe: PlannedRecipe; variant: "card" | "detail" };

/** Round, over the card's picture beside the favourite heart, and above the card's own link (which it leaves alone). */
const cardClass =
  "absolute end-16 top-3 z-10 flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm transition-colors hover:bg-white hover:text-brand-700 [&_svg]:size-5";

/**
 * "Add to menu" on a recipe card and page (decision 0071): for signed-in owners only, like the heart (guests see the
 * card's login prompt). Its picker (day, then meal) loads when the button is reached for. An owner whose
 * subscription does not open recipes is told so as the recipe page tells her (docs/spec.md §2 'Subscription Frozen').
 */
export function AddToMenuButton({ recipe, variant }: AddToMenuButtonProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const allowed = user.isAdmin || (user.subscriptionStatus !== null && canUseRecipes(user.subscriptionStatus));

  const onClick = () => {
    if (allowed) return setOpen(true);
    toast({
      variant: "destructive",
      title: t("recipes.detail.frozenTitle"),
      description: t("recipes.detail.frozenText"),
      action: (
        <Link to="/account?tab=subscription" className="shrink-0 self-center rounded-lg bg-white px-3 py-2 text-sm font-medium text-danger hover:bg-red-50">
          {t("add-to-menu.reactivate")}
        </Link>
      ),
    });
  };
  const common = {
    ref: button,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: allowed ? picker.preload : undefined,
    onFocus: allowed ? picker.preload : undefined,
    onClick,
  };
  return (
    <>
      {variant === "card" ? (
        <button {...common} aria-label={t("add-to-menu.label", { title: recipe.title })} className={cardClass}>
          <CalendarPlus aria-hidden="true" />
        </button>
      ) : (
        <Button {...common} variant="outline" className="self-start">
          <CalendarPlus aria-hidden="true" />
          {t("add-to-menu.button")}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <picker.Component recipe={recipe} returnFocus={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
