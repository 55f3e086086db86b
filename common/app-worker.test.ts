import { describe, expect, it } from "vitest";
import { isKeptReading } from "./app-worker";

describe("the readings kept for offline use", () => {
  it("are the account, her favourites, the recipe lists and a recipe, whatever their query", () => {
    for (const address of ["/api/account", "/api/favorites", "/api/favorites/recipes", "/api/recipes", "/api/recipes?lang=ar", "/api/recipes/popular", "/api/recipes/quick", "/api/recipes/12"]) {
      expect({ address, kept: isKeptReading(address) }).toEqual({ address, kept: true });
    }
  });

  it("leave out searches, her sent links, the menu and every admin reading", () => {
    for (const address of ["/api/recipes/search?q=rice", "/api/shares", "/api/menu", "/api/admin/users", "/api/recipes/12/extra", "/api/accounts"]) {
      expect({ address, kept: isKeptReading(address) }).toEqual({ address, kept: false });
    }
  });
});
