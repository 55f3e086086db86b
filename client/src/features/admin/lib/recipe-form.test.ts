import { describe, expect, it } from "vitest";
import type { RecipeDetail } from "@common/recipe";
import { emptyRecipeForm, imageProblem, recipeFormData, recipeFormResolver, recipeFormValuesOf, recipePatch, type RecipeFormValues } from "./recipe-form";

const filled: RecipeFormValues = {
  ...emptyRecipeForm,
  title: " Lentil soup ",
  description: "Warm and simple.",
  cuisineType: "Middle Eastern",
  difficulty: "Easy",
  prepTime: "10",
  cookTime: "25",
  servings: "4",
  ingredients: "1 cup lentils\n\n 2 cups water \n",
  instructions: "Boil.\r\nServe.",
  featured: true,
};

const resolve = (values: RecipeFormValues) =>
  recipeFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, names: [] } as never);

describe("recipe form", () => {
  it("turns valid values into the create payload with lines split and blanks dropped", async () => {
    const { values, errors } = await resolve(filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      title: "Lentil soup",
      prepTime: 10,
      servings: 4,
      category: "main",
      ingredients: ["1 cup lentils", "2 cups water"],
      instructions: ["Boil.", "Serve."],
      featured: true,
      quick: false,
    });
  });

  it("refuses empty numbers, empty lines and a missing cuisine with the shared messages", async () => {
    const { errors } = await resolve({ ...filled, prepTime: "", cuisineType: "", ingredients: " \n ", instructions: "" });
    expect(errors.prepTime?.message).toBe("numberRequired");
    expect(errors.cuisineType?.message).toBe("cuisineRequired");
    expect(errors.ingredients?.message).toBe("ingredientsRequired");
    expect(errors.instructions?.message).toBe("instructionsRequired");
  });

  it("sends multipart text fields and the image", async () => {
    const { values } = await resolve(filled);
    const image = new File([new Uint8Array([1, 2, 3])], "soup.png", { type: "image/png" });
    const form = recipeFormData(values as never, image);
    expect(form.get("ingredients")).toBe("1 cup lentils\n2 cups water");
    expect(form.get("featured")).toBe("true");
    expect(form.get("hidden")).toBe("false");
    expect(form.get("prepTime")).toBe("10");
    expect(form.get("image")).toBeInstanceOf(File);
  });

  it("patches only non-empty fields, featured and quick always", async () => {
    const { values } = await resolve(filled);
    const patch = recipePatch(values as never);
    expect(patch).toMatchObject({ title: "Lentil soup", featured: true, quick: false, ingredients: ["1 cup lentils", "2 cups water"] });
    expect(recipePatch({ ...(values as never as Parameters<typeof recipePatch>[0]), title: " " })).not.toHaveProperty("title");
  });

  it("starts the edit form from a recipe, with main as the default category", () => {
    const recipe = {
      id: 1, title: "Kabsa", description: "Rice", cuisineType: "khaleeji", category: "unknown", difficulty: "Hard",
      prepTime: 20, cookTime: 60, servings: 6, imageUrl: "/x.webp", featured: false, quick: false, createdAt: "",
      ingredients: ["Rice", "Chicken"], instructions: ["Cook"], hidden: true, sourceIngredients: ["Rice", "Chicken"],
    } satisfies RecipeDetail;
    expect(recipeFormValuesOf(recipe)).toMatchObject({ cuisineType: "Khaleeji", category: "main", difficulty: "Hard", prepTime: "20", ingredients: "Rice\nChicken", hidden: true });
  });

  it("checks the image's type and size", () => {
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], "x", { type });
    expect(imageProblem(undefined, true)).toBe("imageRequired");
    expect(imageProblem(undefined, false)).toBeUndefined();
    expect(imageProblem(file("image/svg+xml"), true)).toBe("imageType");
    expect(imageProblem(file("image/webp", 8 * 1024 * 1024 + 1), true)).toBe("imageTooLarge");
    expect(imageProblem(file("image/jpeg"), true)).toBeUndefined();
  });
});
