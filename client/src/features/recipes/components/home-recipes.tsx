import { useEffect } from "react";
import { useLocation } from "react-router";
import { searchSectionId } from "@/lib/sections";
import { HomeHero } from "./home-hero";
import { HomeSearch } from "./home-search";
import { HomeSections } from "./home-sections";

/**
 * Home itself: the hero, then the search section, its results and the recipe sections. It loads as its own chunk,
 * so the first load every page shares carries none of it (decision 0090).
 */
export default function HomeRecipes() {
  const { hash } = useLocation();
  // Arriving from another page's Browse (/#search-section) while this code loaded, the page scrolled to the
  // placeholder's anchor; the hero above it has now taken its place, so the section is scrolled to again.
  useEffect(() => {
    if (hash === `#${searchSectionId}`) document.getElementById(searchSectionId)?.scrollIntoView({ block: "start" });
    // Once, when home arrives: a later Browse on home scrolls by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <HomeHero />
      {/* The header's Browse button scrolls here (or links to /#search-section). Below the hero on a phone: drawn
          (style, layout, pictures) only as it nears the screen (decision 0058). */}
      <div id={searchSectionId} className="scroll-mt-20 [contain-intrinsic-size:auto_1800px] [content-visibility:auto]">
        <HomeSearch />
        <HomeSections />
      </div>
    </>
  );
}
