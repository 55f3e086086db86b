import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { translatedLanguageCodes } from "../languages";

/** Test support: the bundled catalogue (catalog/recipes, catalog/translations) read straight from its files. */

interface RecipeFile {
  slug: string;
  servings: number;
  ingredients: string[];
  instructions: string[];
}

export interface CatalogLine {
  slug: string;
  index: number;
  english: string;
  /** The bundled translation of this line in each translated language. */
  translations: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, "../../catalog");
const recipes: RecipeFile[] = readdirSync(path.join(root, "recipes"))
  .filter((file) => file.endsWith(".json"))
  .sort()
  .flatMap((file) => JSON.parse(readFileSync(path.join(root, "recipes", file), "utf8")) as RecipeFile[]);
const translations = Object.fromEntries(
  translatedLanguageCodes.map((code) => [
    code,
    JSON.parse(readFileSync(path.join(root, "translations", `${code}.json`), "utf8")) as Record<string, RecipeFile>,
  ]),
);

export const catalogLanguages = translatedLanguageCodes;

export const catalogIngredientLines: CatalogLine[] = recipes.flatMap((recipe) =>
  recipe.ingredients.map((english, index) => ({
    slug: recipe.slug,
    index,
    english,
    translations: Object.fromEntries(catalogLanguages.map((code) => [code, translations[code]![recipe.slug]!.ingredients[index]!])),
  })),
);

export const catalogSteps: string[] = recipes.flatMap((recipe) => recipe.instructions);

export const catalogRecipe = (slug: string) => recipes.find((recipe) => recipe.slug === slug)!;
