import { z } from "./zod.schema";
import { cuisines, difficulties, recipeCategories } from "./cuisines";
import { isMultiLineText, isSingleLineText } from "./plain-text";
import { splitLines } from "./recipe-lines";

/**
 * The fields of a recipe as a form sends them, checked the same way for the admin's catalogue (docs/spec.md §5)
 * and a household's own recipes (decision 0051). Messages are keys of common/messages.ts.
 */
export const recipeFieldLimits = { title: 200, description: 2000, line: 500, step: 1000, lines: 60 } as const;

export const recipeTitle = z.string("titleRequired").trim().min(1, "titleRequired").max(recipeFieldLimits.title, "tooLong").refine(isSingleLineText, "controlCharacters");
export const recipeDescription = z.string().trim().max(recipeFieldLimits.description, "tooLong").refine(isMultiLineText, "controlCharacters");
export const wholeNumber = z.coerce.number("numberRequired").int("numberRequired").min(0, "numberRequired").max(10_000, "numberRequired");
export const recipeServings = wholeNumber.pipe(z.number().min(1, "numberRequired"));
export const cuisineLabel = z.enum(cuisines.map((c) => c.label) as [string, ...string[]], "cuisineRequired");
/** A household recipe's cuisine: one of the labels, or none, kept as "" (null or absent read the same). */
export const optionalCuisineLabel = z.preprocess((value) => value ?? "", z.enum(["", ...cuisines.map((c) => c.label)] as [string, ...string[]], "cuisineRequired"));
export const recipeCategory = z.enum(recipeCategories, "invalidValue");
export const recipeDifficulty = z.enum(difficulties, "invalidValue");

/** Lines as a list or as one text, one per line; blank lines dropped; at least one. */
export const recipeLines = (message: string, maxLength: number = recipeFieldLimits.line) =>
  z
    .union([z.array(z.string()), z.string()], message)
    .transform((value) => (Array.isArray(value) ? value.map((l) => l.trim()).filter(Boolean) : splitLines(value)))
    .pipe(z.array(z.string().max(maxLength, "tooLong").refine(isSingleLineText, "controlCharacters")).min(1, message).max(recipeFieldLimits.lines, "tooLong"));

/**
 * A recipe's fields as a household saves its own (decision 0051); the catalogue's form (docs/spec.md §5) asks more of two of
 * them, its description (required) and its steps (shorter), and adds its flags.
 */
export const recipeFields = {
  title: recipeTitle,
  description: recipeDescription,
  cuisineType: cuisineLabel,
  category: recipeCategory,
  difficulty: recipeDifficulty,
  prepTime: wholeNumber,
  cookTime: wholeNumber,
  servings: recipeServings,
  ingredients: recipeLines("ingredientsRequired"),
  instructions: recipeLines("instructionsRequired", recipeFieldLimits.step),
};

/** A checkbox of a multipart form: "true", "on" or "1" is on; absent stays absent (a PATCH leaves it as it is). */
export const formFlag = z.preprocess(
  (value) => (value === undefined ? undefined : value === true || value === "true" || value === "on" || value === "1"),
  z.boolean(),
);
