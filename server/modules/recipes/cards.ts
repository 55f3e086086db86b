import type { RecipeCard, RecipeDetail } from "../../../common/recipe";
import * as endpoints from "../../../common/api/endpoints";
import { pathWith } from "../../../common/api/route";
import { recipes } from "../../db/schema";
import { artworkPath } from "./artwork";

/** The columns a card needs; list queries select only these. */
export const cardColumns = {
  id: recipes.id,
  slug: recipes.slug,
  title: recipes.title,
  description: recipes.description,
  cuisineType: recipes.cuisineType,
  category: recipes.category,
  difficulty: recipes.difficulty,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  imageUrl: recipes.imageUrl,
  imageId: recipes.imageId,
  featured: recipes.featured,
  quick: recipes.quick,
  createdAt: recipes.createdAt,
  householdId: recipes.householdId,
};

type CardRow = {
  id: number;
  slug: string | null;
  title: string;
  description: string;
  cuisineType: string;
  category: string;
  difficulty: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  imageUrl: string | null;
  imageId: string | null;
  featured: boolean;
  quick: boolean;
  createdAt: Date;
  householdId: number | null;
};

/** A stored image (a bundled recipe's drawing or an upload), else an image address an admin gave, else the cuisine's artwork. */
export function imageUrlOf(row: Pick<CardRow, "imageId" | "imageUrl" | "cuisineType" | "category" | "slug" | "title">) {
  if (row.imageId) return pathWith(endpoints.getImage, { id: row.imageId });
  return row.imageUrl || artworkPath(row.cuisineType, row.category, row.slug ?? row.title);
}

export function toCard(row: CardRow): RecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    cuisineType: row.cuisineType,
    category: row.category,
    difficulty: row.difficulty,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    imageUrl: imageUrlOf(row),
    featured: row.featured,
    quick: row.quick,
    createdAt: row.createdAt.toISOString(),
    // Only its household is ever shown a household recipe: being one means it is theirs (decisions 0051, 0080).
    ...(row.householdId !== null && { mine: true as const }),
  };
}

export function toDetail(row: CardRow & { ingredients: string[]; instructions: string[]; hidden: boolean }): RecipeDetail {
  return { ...toCard(row), ingredients: row.ingredients, instructions: row.instructions, hidden: row.hidden, sourceIngredients: row.ingredients };
}
