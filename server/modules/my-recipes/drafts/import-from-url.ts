import { decodeBuffer } from "encoding-sniffer";
import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { fetchPublicResource, PublicFetchError, type PublicFetchOptions, type PublicFetchReason } from "../../../lib/public-fetch/fetch-public";
import { readRecipePage } from "./read-recipe-page";

export type RecipeImportReason = PublicFetchReason | "no_recipe";

/** Why an import failed; `reason` is what the route turns into its 400 message. */
export class RecipeImportError extends Error {
  constructor(
    readonly reason: RecipeImportReason,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "RecipeImportError";
  }
}

export type RecipeImportOptions = Pick<PublicFetchOptions, "allowedHosts" | "lookup" | "timeoutMs">;

export type ImportedRecipe = {
  draft: RecipeDraft;
  /** The page's image, for the upload checks (storeImage); absent when there is none or it could not be fetched. */
  image?: Buffer;
  /** Why the image could not be fetched, for the log: the import goes on without it. */
  imageError?: PublicFetchReason;
};

/**
 * Most bytes of a recipe page: real pages of 2–2.3 MB carry their whole recipe (decision 0067), and the page is
 * read once, as it arrives, within the fetch's own deadline.
 */
export const recipePageMaxBytes = 5 * 1024 * 1024;

/**
 * Reads the recipe of a public page: the page through the SSRF guard (HTML, ≤ 5 MB, ≤ 10 s), its recipe as a
 * draft (read-recipe-page.ts), then the recipe's image through the same guard (≤ 8 MB, its own ≤ 10 s). A
 * page without a recipe is a `no_recipe` error; an image that fails leaves the draft without one.
 */
export async function importRecipeFromUrl(url: string, options: RecipeImportOptions = {}): Promise<ImportedRecipe> {
  let page;
  try {
    page = await fetchPublicResource(url, { ...options, accept: "html", maxBytes: recipePageMaxBytes });
  } catch (error) {
    if (error instanceof PublicFetchError) throw new RecipeImportError(error.reason, error.message, error.status);
    throw error;
  }
  // The encoding a page's bytes are in: a byte-order mark, else the Content-Type charset, else <meta charset>.
  const charset = /charset\s*=\s*"?([\w.:-]+)/i.exec(page.contentType)?.[1];
  const html = decodeBuffer(page.body, { transportLayerEncodingLabel: charset, defaultEncoding: "utf-8" });
  const draft = await readRecipePage(html, page.finalUrl);
  if (!draft) throw new RecipeImportError("no_recipe", "The page has no recipe in its structured data");
  if (!draft.imageUrl) return { draft };
  try {
    const image = await fetchPublicResource(draft.imageUrl, { ...options, accept: "image" });
    return { draft, image: image.body };
  } catch (error) {
    return { draft, imageError: error instanceof PublicFetchError ? error.reason : "network" };
  }
}
