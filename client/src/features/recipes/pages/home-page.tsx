import { Suspense } from "react";
import { lazyPage } from "@/lib/lazy-page";
import { usePageTitle } from "@/lib/use-page-title";
import { HomeRecipesFallback } from "../components/home-recipes-fallback";
import { usePrefetchHome } from "../lib/use-prefetch-home";

/** Home's hero and recipes, loaded ahead by the server, and before hydrating (app/router.tsx). */
export const HomeRecipes = lazyPage(() => import("../components/home-recipes"));

/**
 * docs/spec.md §2 Home. Its hero and recipes are a chunk of their own (decision 0090: no other page's first load
 * carries home's code), which a visit to "/" loads before the app takes the server's page over; arriving from
 * another page, their shapes show while it loads, their data already being fetched.
 */
export function HomePage() {
  usePageTitle(undefined);
  usePrefetchHome();
  return (
    <Suspense fallback={<HomeRecipesFallback />}>
      <HomeRecipes />
    </Suspense>
  );
}
