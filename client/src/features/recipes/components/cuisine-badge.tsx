import type { CSSProperties } from "react";
import { useTranslation } from "@/i18n/react";
import { cuisineByKey } from "@common/cuisines";
import { cn } from "@/lib/cn";

/** A recipe's cuisine in its theme colour, with its emoji, named in the interface language; none for a recipe without one. */
export function CuisineBadge({ cuisineType, className }: { cuisineType: string; className?: string }) {
  const { t } = useTranslation();
  const cuisine = cuisineByKey(cuisineType);
  // A household's recipe may say no cuisine.
  if (!cuisine && !cuisineType.trim()) return null;
  return (
    <span
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full bg-(--cuisine) px-2.5 py-0.5 text-xs font-semibold text-white",
        className,
      )}
      style={{ "--cuisine": cuisine?.colour ?? "#57534e" } as CSSProperties}
    >
      {cuisine && <span aria-hidden="true">{cuisine.emoji}</span>}
      {cuisine ? t(`recipes.cuisines.${cuisine.key}`) : cuisineType}
    </span>
  );
}
