import { describe, expect, it } from "vitest";
import { checkCataloguePair } from "@/i18n/catalogue-checks";
import en from "./texts/en.json";
import ar from "./texts/ar.json";

describe("admin dashboard texts", () => {
  checkCataloguePair(en, ar);

  it("keep the exact texts of the specification", () => {
    expect(en.users.loading).toBe("Loading users...");
    expect(en.recipes.loading).toBe("Loading recipes...");
    expect(en.users.notProvided).toBe("Not provided");
    expect(en.recipes.delete.description).toBe("Are you sure you want to delete this recipe?");
    expect(en.stats).toMatchObject({
      noClicks: "No click data available yet",
      noTranslations: "No translation data available yet",
      noUsers: "No user data available",
      noRecipes: "No recipe data available",
      noRecipeAnalysis: "No recipe data available for analysis",
      unknownRecipe: "Unknown Recipe",
      unknownCuisine: "Unknown Cuisine",
      notSelected: "Not Selected",
    });
  });
});
