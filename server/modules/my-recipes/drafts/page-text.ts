import { Readability } from "@mozilla/readability";
import { load, type CheerioAPI } from "cheerio";
import { parseHTML } from "linkedom";
import { pastedRecipeMaxLength } from "../../../../common/my-recipe.schema";
import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { parseRecipeText } from "./parse-text";
import { spacedText } from "./spaced-text";
import { headingOf } from "./text-headings";
import { readLine } from "./text-lines";

/** What is never the recipe: site chrome, comments, share buttons, related posts. */
const chrome = [
  "script", "style", "noscript", "template", "svg", "iframe", "form", "button", "nav", "header", "footer", "aside",
  "[role=navigation]", "[role=banner]", "[role=contentinfo]", "[role=complementary]", "[aria-hidden=true]", "[hidden]",
  "#comments", ".comments", ".comment-list", ".sharedaddy", ".share", ".social", ".related", ".related-posts", ".sidebar",
  ".widget", ".newsletter", ".breadcrumb", ".breadcrumbs", ".jump-to-recipe", ".wprm-recipe-jump", ".print",
].join(",");

/** Past this, a page's markup is not handed to Readability (it walks the DOM many times); the body is read as it is. */
const readabilityMaxBytes = 1_500_000;

/**
 * A recipe read from a page's own text (decision 0067), for a page with no usable schema.org Recipe (a blog with
 * no structured data): the main content as Readability finds it (else the body without the site's
 * chrome), written out as a person copying it would paste it — headings, "• " list items, "1. " steps,
 * blank lines between blocks — and read by the paste parser, which knows the sections' headings in the
 * languages recipes arrive in ("Zutaten", "Ingrédients", "المكونات", "Preparación"…). Undefined unless it
 * finds at least two ingredients and a step. The owner is asked to check it (`readFrom: "page-text"`).
 */
export function readPageText(html: string, pageUrl: string): RecipeDraft | undefined {
  const $ = load(html);
  const title = titleOf($);
  const candidates = [mainContentOf(html), $("body").length ? $("body").html() : html];
  for (const content of candidates) {
    if (!content) continue;
    const draft = draftOf(content, title, pageUrl);
    if (draft) return draft;
  }
  return undefined;
}

function mainContentOf(html: string): string | undefined {
  if (html.length > readabilityMaxBytes) return undefined;
  try {
    const { document } = parseHTML(html);
    return new Readability(document as never, { charThreshold: 200 }).parse()?.content ?? undefined;
  } catch {
    // Readability gave up on this markup: the body is read instead.
    return undefined;
  }
}

function draftOf(content: string, title: string, pageUrl: string): RecipeDraft | undefined {
  const $ = load(content);
  $(chrome).remove();
  const text = recipePart(spacedText($, $.root().get(0), { asPasted: true }), title);
  if (text === undefined) return undefined;
  const draft = parseRecipeText(text);
  if (draft.ingredients.length < 2 || draft.instructions.length < 1) return undefined;
  return { ...draft, title: title || draft.title, sourceUrl: pageUrl, readFrom: "page-text" };
}

/**
 * The part of the page's text the recipe is in: from its first ingredients heading (a blog's story comes
 * before it, and would be taken for the title and description), with the title first; at most as much as
 * a paste may hold. Undefined without such a heading: a page that names no ingredients is no recipe (an
 * article's "10 kitchen tools" is not an ingredient).
 */
function recipePart(text: string, title: string): string | undefined {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.length <= 80 && headingOf(readLine(line).text, true)?.section === "ingredients");
  if (start < 0) return undefined;
  return `${title}\n\n${lines.slice(start).join("\n")}`.slice(0, pastedRecipeMaxLength);
}

/** The recipe's name: the page's first <h1> outside its chrome, else its og:title or <title> without the site's name. */
function titleOf($: CheerioAPI): string {
  const heading = $("h1")
    .filter((_, element) => $(element).closest("header, nav, footer, aside").length === 0)
    .first()
    .text()
    .replace(/\s+/g, " ")
    .trim();
  if (heading) return heading.slice(0, 200);
  const named = ($('meta[property="og:title"]').attr("content") ?? $("title").text()).replace(/\s+/g, " ").trim();
  return (named.split(/\s+[|–—•·]\s+|\s+-\s+/)[0] ?? named).slice(0, 200);
}
