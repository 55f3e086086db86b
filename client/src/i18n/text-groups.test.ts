import { describe, expect, it } from "vitest";
import { appCatalogue } from "./catalogue-files";
import { groupsOf, groupsOfKey } from "./text-groups";

const catalogue = {
  nav: { home: "Home", browse: "Browse" },
  recipes: { title: "Recipes", card: { minutes: "{{n}} min" }, count: { one: "{{n}} recipe", other: "{{n}} recipes" }, detail: { back: "Back" } },
  brand: "Wasfa",
};

describe("the English texts' groups (decision 0087)", () => {
  it("are each section's tables, and each section's own texts, plural forms being texts", () => {
    const groups = groupsOf(catalogue);
    expect([...groups.keys()].sort()).toEqual(["brand", "nav", "recipes", "recipes.card", "recipes.detail"]);
    expect(groups.get("recipes")).toEqual({ path: ["recipes"], texts: { title: "Recipes", count: catalogue.recipes.count } });
    expect(groups.get("recipes.card")).toEqual({ path: ["recipes"], texts: { card: { minutes: "{{n}} min" } } });
    expect(groups.get("brand")).toEqual({ path: [], texts: { brand: "Wasfa" } });
  });

  it("take a key to the group it is read from, or every group of its section when a value names the table", () => {
    const groups = groupsOf(catalogue);
    expect(groupsOfKey("recipes.card.minutes", groups)).toEqual(["recipes.card"]);
    expect(groupsOfKey("recipes.count", groups)).toEqual(["recipes"]);
    expect(groupsOfKey("nav.*", groups)).toEqual(["nav"]);
    expect(groupsOfKey("recipes.*.back", groups).sort()).toEqual(["recipes", "recipes.card", "recipes.detail"]);
    expect(groupsOfKey("nowhere.at.all", groups)).toEqual([]);
  });

  it("hold every text of the app's English catalogue once, so a key added anywhere travels in some group", () => {
    const english = appCatalogue("en");
    const rebuilt: Record<string, Record<string, unknown>> = {};
    for (const { path, texts } of groupsOf(english).values()) {
      const [section] = path;
      if (section === undefined) Object.assign(rebuilt, texts);
      else Object.assign((rebuilt[section] ??= {}), texts);
    }
    expect(rebuilt).toEqual(english);
  });
});
