import { load } from "cheerio";
import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { recipesInJsonLd } from "./json-ld";
import { recipesInMicrodata } from "./microdata";
import { draftOfRecipeNode } from "./schema-recipe";

/**
 * The schema.org Recipe of a page, from its JSON-LD (preferred) or its microdata, as a draft; undefined
 * when the page has none. With several recipes, the first that has both ingredients and steps wins (the
 * page's own recipe comes first; related-recipe lists follow it), else the first that has either.
 */
export function readRecipePage(html: string, pageUrl: string): RecipeDraft | undefined {
  const $ = load(html);
  const { recipes, byId } = recipesInJsonLd($);
  const page = { url: pageUrl, language: $("html").attr("lang") ?? null, byId };
  const drafts = [...recipes, ...recipesInMicrodata($)].map((recipe) => draftOfRecipeNode(recipe, page));
  const draft =
    drafts.find((candidate) => candidate.ingredients.length > 0 && candidate.instructions.length > 0) ??
    drafts.find((candidate) => candidate.ingredients.length > 0 || candidate.instructions.length > 0);
  if (draft && !draft.title) draft.title = ($('meta[property="og:title"]').attr("content") ?? $("title").text()).trim();
  return draft;
}
