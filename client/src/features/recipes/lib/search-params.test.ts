import { describe, expect, it } from "vitest";
import { recipeSorts } from "@common/recipe";
import { searchUrl } from "../api/search-recipes";
import { recipeSortsForUrl, searchFromParams, withSearch } from "./search-params";

describe("recipe search in the URL", () => {
  it("reads the filters a URL names, and the defaults for anything missing or unknown", () => {
    expect(searchFromParams(new URLSearchParams("q=%20rice%20&sort=quickest&category=dessert&cuisine=Middle-Eastern&quick=true"))).toEqual({
      q: "rice",
      sort: "quickest",
      category: "dessert",
      cuisine: "middleeastern",
      quick: true,
    });
    expect(searchFromParams(new URLSearchParams("sort=tastiest&category=snack&cuisine=martian&quick=yes"))).toEqual({
      q: "",
      sort: "newest",
      category: "all",
      cuisine: "all",
      quick: false,
    });
  });

  it("leaves defaults out of the URL and keeps parameters it does not own", () => {
    const params = withSearch(new URLSearchParams("cuisine=asian&tab=x"), { sort: "newest", cuisine: "all", quick: true, q: "" });
    expect(params.toString()).toBe("tab=x&quick=true");
  });

  it("knows every sort the server offers (its list is repeated to keep zod out of the first load)", () => {
    expect([...recipeSortsForUrl].sort()).toEqual([...recipeSorts].sort());
  });

  it("asks the search endpoint for a page of 12 in the interface language, without defaults", () => {
    const search = { q: " dal ", sort: "easiest", cuisine: "indian", category: "all", quick: false } as const;
    expect(searchUrl(search, "ar")).toBe("/api/recipes/search?q=dal&cuisine=indian&sort=easiest&limit=12&lang=ar");
    expect(searchUrl({ ...search, q: "", cuisine: "all", quick: true }, "en", "abc")).toBe(
      "/api/recipes/search?sort=easiest&quick=true&limit=12&cursor=abc",
    );
  });
});
