import sharp from "sharp";
import type { startProviderPeer } from "../../helpers/provider-peer";
import type { Client } from "./client";
import { query } from "./database";

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

/**
 * A new recipe whose background translation jobs (decision 0046) all failed, because the provider refused
 * them (403, not retried) while it was saved: its lines are in no memory, so sending it asks the
 * provider on the spot. Leaves the peer answering normally, with nothing seen.
 */
export async function createRecipeTheQueueGaveUpOn(
  admin: Client,
  title: string,
  setting: { peer: Awaited<ReturnType<typeof startProviderPeer>>; databaseUrl: string },
) {
  const { peer, databaseUrl } = setting;
  peer.refuse(403);
  try {
    const recipe = await createRecipe(admin, title);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await query<{ open: number }>(
        databaseUrl,
        "select cast(count(*) as int) as open from translation_jobs where recipe_id = $1 and status in ('pending', 'running')",
        [recipe.id],
      );
      if (row!.open === 0) break;
      if (Date.now() > deadline) throw new Error(`${row!.open} translation jobs still open for recipe ${recipe.id}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return recipe;
  } finally {
    peer.refuse(null);
    peer.reset();
  }
}
