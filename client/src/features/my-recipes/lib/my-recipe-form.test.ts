import { describe, expect, it } from "vitest";
import type { RecipeDraftAnswer } from "@common/my-recipe.schema";
import { emptyMyRecipeForm, formValuesOf, myRecipeFormResolver, type MyRecipeFormValues } from "./my-recipe-form";

const draft: RecipeDraftAnswer = {
  title: "Chicken Adobo",
  description: "",
  cuisineType: "asian",
  category: null,
  difficulty: null,
  prepTime: 10,
  cookTime: null,
  servings: null,
  servingsText: null,
  ingredients: ["1 kg chicken", "3 tbsp soy sauce"],
  instructions: ["Brown the chicken.", "Simmer 30 minutes."],
  sourceLanguage: "en",
  sourceUrl: null,
  readFrom: "pasted-text",
  photoId: null,
};

const check = (values: MyRecipeFormValues) => myRecipeFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the household recipe form", () => {
  it("starts from a draft with what it said, and leaves what it did not say for the owner", () => {
    expect(formValuesOf(draft)).toEqual({
      ...emptyMyRecipeForm,
      title: "Chicken Adobo",
      cuisineType: "Asian",
      prepTime: "10",
      ingredients: "1 kg chicken\n3 tbsp soy sauce",
      instructions: "Brown the chicken.\nSimmer 30 minutes.",
      sourceLanguage: "en",
    });
  });

  it("asks for the servings a draft left empty instead of saving zero, and lets the times and cuisine go unsaid (issue 25.16)", async () => {
    const { errors } = await check(formValuesOf(draft));
    expect(Object.keys(errors)).toEqual(["servings"]);
    const { values, errors: none } = await check({ ...formValuesOf(draft), cuisineType: "", prepTime: "", cookTime: " ", servings: "4" });
    expect(none).toEqual({});
    expect(values).toMatchObject({ cuisineType: "", prepTime: 0, cookTime: 0, servings: 4 });
  });

  it("shows a recipe saved without times with its times empty, not as 0 minutes", () => {
    expect(formValuesOf({ ...draft, prepTime: 0, cookTime: 0 })).toMatchObject({ prepTime: "", cookTime: "" });
    expect(formValuesOf({ ...draft, prepTime: 0, cookTime: 20 })).toMatchObject({ prepTime: "0", cookTime: "20" });
  });

  it("gives the server's own body when complete, lines without blanks and the language left to the server when not chosen", async () => {
    const { values, errors } = await check({
      ...formValuesOf(draft),
      cookTime: "35",
      servings: "4",
      ingredients: "1 kg chicken\n\n  3 tbsp soy sauce  \n",
      sourceLanguage: "",
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ cookTime: 35, servings: 4, ingredients: ["1 kg chicken", "3 tbsp soy sauce"], description: "" });
    expect(values).not.toHaveProperty("sourceLanguage", expect.anything());
  });

  it("names the server's messages for a missing title and lines, and an unknown cuisine", async () => {
    const { errors } = await check({ ...emptyMyRecipeForm, cuisineType: "Martian", prepTime: "1", cookTime: "1", servings: "1" });
    expect(errors.title?.message).toBe("titleRequired");
    expect(errors.cuisineType?.message).toBe("cuisineRequired");
    expect(errors.ingredients?.message).toBe("ingredientsRequired");
    expect(errors.instructions?.message).toBe("instructionsRequired");
  });
});
