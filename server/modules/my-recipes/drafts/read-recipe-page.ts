import { load, type CheerioAPI } from "cheerio";
import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { languageOfText } from "../../../lib/language-id";
import { recipesInJsonLd } from "./json-ld";
import { recipesInMicrodata } from "./microdata";
import { readPageText } from "./page-text";
import { draftOfRecipeNode, imageUrlOf, type SchemaDraft } from "./schema-recipe";

/**
 * The recipe of a page as a draft: its schema.org Recipe from JSON-LD (preferred) or microdata, and where
 * the page has none, or one without ingredients or steps, what its own text says (page-text.ts; the draft is
 * then marked for the owner to check). With several recipes, the first that has both ingredients and steps
 * wins (the page's own recipe comes first; related-recipe lists follow it), else the first that has either.
 * The language is told from the recipe's own text. Undefined when no recipe can be read.
 */
export async function readRecipePage(html: string, pageUrl: string): Promise<RecipeDraft | undefined> {
  const $ = load(html);
  const structured = structuredDraft($, pageUrl);
  let draft: RecipeDraft | undefined = structured;
  if (!structured || structured.ingredients.length === 0 || structured.instructions.length === 0) {
    const fromText = readPageText(html, pageUrl);
    if (fromText && structured) {
      draft = {
        ...structured,
        ingredients: structured.ingredients.length > 0 ? structured.ingredients : fromText.ingredients,
        instructions: structured.instructions.length > 0 ? structured.instructions : fromText.instructions,
        readFrom: "page-text",
      };
    } else if (fromText) {
      draft = fromText;
    }
  }
  if (!draft) return undefined;
  const { declaredLanguage: _declared, ...fields } = { declaredLanguage: null, ...draft };
  const result: RecipeDraft = { servingsText: null, ...fields };
  if (!result.title) result.title = ($('meta[property="og:title"]').attr("content") ?? $("title").text()).trim();
  // A recipe without a picture of its own shows the page's: what a link preview shows.
  result.imageUrl ??= imageUrlOf([$('meta[property="og:image"]').attr("content"), $('meta[name="twitter:image"]').attr("content")], {
    url: pageUrl,
    byId: new Map(),
  });
  result.sourceLanguage = await languageOfText(
    [result.title, result.description, ...result.ingredients, ...result.instructions].join("\n"),
    structured?.declaredLanguage ?? $("html").attr("lang"),
  );
  return result;
}

function structuredDraft($: CheerioAPI, pageUrl: string): SchemaDraft | undefined {
  const { recipes, byId } = recipesInJsonLd($);
  const page = { url: pageUrl, language: $("html").attr("lang") ?? null, byId };
  const drafts = [...recipes, ...recipesInMicrodata($)].map((recipe) => draftOfRecipeNode(recipe, page));
  return (
    drafts.find((candidate) => candidate.ingredients.length > 0 && candidate.instructions.length > 0) ??
    drafts.find((candidate) => candidate.ingredients.length > 0 || candidate.instructions.length > 0) ??
    drafts.find((candidate) => candidate.title)
  );
}
