import { z } from "./zod.schema";
import { cuisines, difficulties, recipeCategories } from "./cuisines";
import { recipeSorts } from "./recipe";
import { searchTextMaxLength } from "./search-limits";

const line = z.string().trim().min(1);

/** One recipe of the bundled catalogue (`catalog/recipes/*.json`). */
export const catalogRecipeSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  cuisineType: z.enum(cuisines.map((c) => c.label) as [string, ...string[]]),
  category: z.enum(recipeCategories),
  difficulty: z.enum(difficulties),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  servings: z.number().int().min(1),
  featured: z.boolean(),
  ingredients: z.array(line).min(1),
  instructions: z.array(line).min(1),
});
export type CatalogRecipe = z.infer<typeof catalogRecipeSchema>;

const isoDate = z.string();

/** What a recipe card needs (docs/spec.md §2 Recipe cards); list payloads carry nothing more. */
export const recipeCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  cuisineType: z.string(),
  category: z.string(),
  difficulty: z.string(),
  prepTime: z.number().int(),
  cookTime: z.number().int(),
  servings: z.number().int(),
  imageUrl: z.string(),
  featured: z.boolean(),
  quick: z.boolean(),
  createdAt: isoDate,
  /** Present (true) only on the asking owner's own household recipe (decision 0051); the catalogue's cards lack it. */
  mine: z.literal(true).optional(),
});
export type RecipeCard = z.infer<typeof recipeCardSchema>;

/** docs/spec.md §3 Recipe, as the detail page shows it. */
export const recipeDetailSchema = recipeCardSchema.extend({
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  hidden: z.boolean(),
  /** The ingredient lines as written (English for the catalogue), also when the rest is localized: the page scales from them (decision 0050). */
  sourceIngredients: z.array(z.string()),
  /** The language a household recipe is written in (decision 0052), when not English: it may be sent as written. */
  sourceLanguage: z.string().optional(),
});
export type RecipeDetail = z.infer<typeof recipeDetailSchema>;

const optionalText = (message: string) =>
  z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().max(searchTextMaxLength, message).optional());

/** GET /api/recipes/search: docs/spec.md §5 filters, computed in the database, paged by cursor. */
export const recipeSearchQuerySchema = z.object({
  q: optionalText("searchTooLong"),
  cuisine: optionalText("tooLong"),
  category: z.preprocess((value) => (value === "" || value === "all" ? undefined : value), z.enum(recipeCategories).optional()),
  sort: z.enum(recipeSorts).default("newest"),
  quick: z.preprocess((value) => value === "true" || value === true, z.boolean()).default(false),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});
export type RecipeSearchQuery = z.input<typeof recipeSearchQuerySchema>;

export const recipeSearchResultSchema = z.object({
  items: z.array(recipeCardSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type RecipeSearchResult = z.infer<typeof recipeSearchResultSchema>;

/** `lang`: titles and descriptions in that language where the translation memory has them (docs/spec.md §1). */
export const recipeLangQuerySchema = z.object({ lang: z.string().max(10).optional() });

/** A recipe id in a path: digits only (SPEC: numeric ids), within the database's integer range. */
export const recipeIdSchema = z
  .union([z.string().regex(/^\d{1,10}$/), z.number().int()])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
export const recipeIdParamsSchema = z.object({ id: recipeIdSchema });
