import { describe, expect, it } from "vitest";
import * as endpoints from "./endpoints";
import { methodOf, pathOf, pathWith } from "./route";

describe("an endpoint of the route map", () => {
  it("splits into its method and path", () => {
    expect(methodOf(endpoints.adminUpdateSubscription)).toBe("PATCH");
    expect(pathOf(endpoints.adminUpdateSubscription)).toBe("/api/admin/users/:id/subscription");
  });

  it("fills each path parameter with its value, encoded", () => {
    expect(pathWith(endpoints.removeFavorite, { recipeId: 7 })).toBe("/api/favorites/7");
    expect(pathWith(endpoints.getArtwork, { cuisine: "khaleeji", category: "main", file: "3.svg" })).toBe("/art/khaleeji/main/3.svg");
    expect(pathWith(endpoints.getImage, { id: "a/b?c" })).toBe("/api/images/a%2Fb%3Fc");
  });
});
