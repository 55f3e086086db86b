import { useRef } from "react";
import { Heart } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { useFavorites } from "../api/get-favorites";
import { useToggleFavorite } from "../api/toggle-favorite";

/** docs/spec.md §9: the favourite toggle's animation lasts about 600 ms. */
export const favoriteAnimationMs = 600;

function pop(element: Element | null) {
  if (!element || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
  element.animate?.(
    [{ transform: "scale(1)" }, { transform: "scale(1.45)" }, { transform: "scale(0.9)" }, { transform: "scale(1)" }],
    { duration: favoriteAnimationMs, easing: "ease-out" },
  );
}

type FavoriteToggleProps = { recipeId: number; title: string; className?: string };

/** The heart on cards and the recipe page: for signed-in users only (docs/spec.md §2). */
export function FavoriteToggle({ recipeId, title, className }: FavoriteToggleProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { data: favorites } = useFavorites();
  const toggle = useToggleFavorite();
  const icon = useRef<SVGSVGElement>(null);
  if (!user) return null;
  const active = Boolean(favorites?.[String(recipeId)]);
  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t("favorites.toggle.label", { title })}
      onClick={() => {
        pop(icon.current);
        toggle.mutate({ recipeId, favorite: !active });
      }}
      className={cn(
        "flex size-11 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm transition-colors hover:bg-white hover:text-red-700",
        className,
      )}
    >
      <Heart ref={icon} aria-hidden="true" className={cn("size-5", active && "fill-red-600 text-red-600")} />
    </button>
  );
}
