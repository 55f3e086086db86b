import { describe, expect, it } from "vitest";
import { learnedQueries, learnQueries } from "./learned-queries";

describe("the readings a server-rendered page is known to need", () => {
  it("are none for a page never rendered", () => {
    expect(learnedQueries("/never", "owner")).toEqual([]);
  });

  it("are what the last page of its kind read, for the same kind of visitor", () => {
    learnQueries("/", "owner", ["/api/account", "/api/recipes/popular", "/api/favorites"]);
    expect(learnedQueries("/", "owner")).toEqual(["/api/account", "/api/recipes/popular", "/api/favorites"]);
    expect(learnedQueries("/", "guest")).toEqual([]);
  });

  it("carry the page's own number: what /recipe/12 read, /recipe/7 reads for 7", () => {
    learnQueries("/recipe/12", "owner", ["/api/account", "/api/recipes/12", "/api/shares/quick-notes"]);
    expect(learnedQueries("/recipe/7", "owner")).toEqual(["/api/account", "/api/recipes/7", "/api/shares/quick-notes"]);
  });

  it("keep a page's query apart: each cuisine link is its own kind", () => {
    learnQueries("/browse?cuisine=indian", "guest", ["/api/recipes/search?cuisine=indian"]);
    expect(learnedQueries("/browse?cuisine=indian", "guest")).toEqual(["/api/recipes/search?cuisine=indian"]);
    expect(learnedQueries("/browse?cuisine=khaleeji", "guest")).toEqual([]);
  });
});
