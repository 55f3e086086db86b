import { useState } from "react";
import type { RecipeCard } from "@common/recipe";
import { cuisineArtwork, imageSources } from "../lib/recipe-image-sources";

type RecipeImageProps = {
  recipe: Pick<RecipeCard, "imageUrl" | "cuisineType" | "category">;
  alt: string;
  /** Which width the layout gives the image, for the browser to pick from srcset. */
  sizes: string;
  /** Above the fold: load now rather than when scrolled near. */
  eager?: boolean;
  /**
   * The page's largest picture on a phone (a recipe's, a list's first card's): asked for before the page's other
   * pictures and scripts, so the largest paint does not wait behind them (issue 28, Lighthouse's LCP check).
   */
  first?: boolean;
  className?: string;
};

/**
 * A recipe's image at the width it is shown, with its size reserved (no layout shift). A broken or
 * missing image falls back to the cuisine's artwork (docs/spec.md §2, docs/design.md §8).
 */
export function RecipeImage({ recipe, alt, sizes, eager = false, first = false, className }: RecipeImageProps) {
  const fallback = cuisineArtwork(recipe.cuisineType, recipe.category);
  const [failedUrl, setFailedUrl] = useState<string>();
  const url = recipe.imageUrl && recipe.imageUrl !== failedUrl ? recipe.imageUrl : fallback;
  const { src, srcSet } = imageSources(url);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={400}
      height={300}
      alt={alt}
      loading={eager || first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      decoding="async"
      onError={() => url !== fallback && setFailedUrl(url)}
      className={className}
    />
  );
}
