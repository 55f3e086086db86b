import { Suspense } from "react";
import { lazyPage } from "@/lib/lazy-page";
import { searchSectionId } from "@/lib/sections";
import { usePageTitle } from "@/lib/use-page-title";
import { HomeHero } from "../components/home-hero";
import { HomeRecipesFallback } from "../components/home-recipes-fallback";
import { usePrefetchHome } from "../lib/use-prefetch-home";

/** Loaded ahead by the server, and before hydrating (app/router.tsx). */
export const HomeRecipes = lazyPage(() => import("../components/home-recipes"));

/**
 * docs/spec.md §2 Home. The hero paints with the app; the recipes below it load as their own chunk while
 * their data is already being fetched.
 */
export function HomePage() {
  usePageTitle(undefined);
  usePrefetchHome();
  return (
    <>
      <HomeHero />
      {/* The header's Browse button scrolls here (or links to /#search-section), so it exists at once.
          Below the hero on a phone: drawn (style, layout, pictures) only as it nears the screen (decision 0058). */}
      <div id={searchSectionId} className="scroll-mt-20 [contain-intrinsic-size:auto_1800px] [content-visibility:auto]">
        <Suspense fallback={<HomeRecipesFallback />}>
          <HomeRecipes />
        </Suspense>
      </div>
    </>
  );
}
