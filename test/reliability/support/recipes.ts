import sharp from "sharp";
import type { Client } from "./client";

export type RecipeDetail = { id: number; title: string; imageUrl: string; ingredients: string[]; instructions: string[] };

/** A photo as an admin would upload it. */
export const samplePhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b45309" } }).jpeg().toBuffer();

/**
 * A new recipe through the admin form (multipart, with its photo). Its lines are in no bundled
 * translation, so translating it needs the provider once per language.
 */
export async function createRecipe(admin: Client, title: string, photo?: Buffer) {
  const form = new FormData();
  const fields: Record<string, string> = {
    title,
    description: "Rice and chicken for 6.",
    cuisineType: "Khaleeji",
    category: "main",
    difficulty: "Medium",
    prepTime: "20",
    cookTime: "60",
    servings: "6",
    ingredients: `1 kg chicken (${title})\n3 cups rice`,
    instructions: `Brown the chicken for ${title.length} minutes.\nCook the rice in the broth.`,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("image", new Blob([new Uint8Array(photo ?? (await samplePhoto()))], { type: "image/jpeg" }), "photo.jpg");
  const response = await admin.send<RecipeDetail>("POST", "/api/admin/recipes", { form });
  if (response.status !== 201) throw new Error(`recipe not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
