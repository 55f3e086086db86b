import { HomeSearch } from "./home-search";
import { HomeSections } from "./home-sections";

/**
 * Everything on home below the hero: the search section, its results, and the recipe sections.
 * It loads as its own chunk, so the first paint of "/" stays within the JavaScript budget.
 */
export default function HomeRecipes() {
  return (
    <>
      <HomeSearch />
      <HomeSections />
    </>
  );
}
