import { describe, expect, it } from "vitest";
import en from "./texts/en.json";
import ar from "./texts/ar.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const textAt = (catalogue: unknown, key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));

describe("admin dashboard texts", () => {
  it("have exactly the same keys in English and Arabic", () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
  });

  it("have no empty text", () => {
    for (const catalogue of [en, ar]) for (const key of keysOf(catalogue)) expect(textAt(catalogue, key).trim(), key).not.toBe("");
  });

  it("write the Arabic texts in Arabic", () => {
    expect(keysOf(ar).filter((key) => !/[\u0600-\u06FF]/.test(textAt(ar, key)))).toEqual([]);
  });

  it("keep the same interpolation placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) expect(placeholders(textAt(ar, key)), key).toEqual(placeholders(textAt(en, key)));
  });

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
