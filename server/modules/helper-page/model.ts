import { isolateQuantities } from "../../../common/bidi";
import { clockText, type HelperPageBase, type HelperRecipePage, type HelperRecipeSection } from "../../../common/helper-page";
import { durationsIn } from "../../../common/kitchen/durations";
import { isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import type { TranslatedRecipe } from "../../../common/translation.schema";
import type { Db } from "../../db/client";
import { sha256 } from "../../lib/tokens";
import { sharedPhotoQuery } from "../images";
import { fromSegments, recall, recipeSegments } from "../translation-memory";
import { helperText, quickNotes, type HelperTextKey } from "./helper-texts";
import { scaleTranslatedRecipe } from "./scale-recipe";
import { timerWords } from "./timer-words";
import englishTexts from "../../../catalog/helper-texts/en.json" with { type: "json" };

/** A recipe as the API shows it: its picture's address already chosen (an upload, an address, the artwork). */
export type RecipeRow = {
  id: number;
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  servings: number;
  imageUrl: string;
  /** The language the recipe is written in: English for the catalogue, maybe another for a household's (decision 0052). */
  sourceLanguage?: string;
  /** A household's own recipe: its photo is private (decision 0062). */
  mine?: true;
};

/** Where her page is served, and the secret that signs a household's photo for it (decision 0062). */
export type HelperSite = { appUrl: string; secret: string | undefined };

/** How her page names a recipe's picture: see helperPictures. */
export type PictureOf = (recipe: Pick<RecipeRow, "imageUrl" | "mine">) => string | null;

/** Every text of her page in her language (placeholders left for the page to fill). */
export const helperTextsIn = (language: HelperLanguageCode) =>
  Object.fromEntries((Object.keys(englishTexts) as HelperTextKey[]).map((key) => [key, helperText(language, key)]));

/**
 * An image as the page loads it: absolute, and the 640 px rendering of an uploaded or drawn picture. An
 * address on another site is left out: her page makes no third-party request (decision 0050).
 */
export function absoluteImage(appUrl: string, url: string): string | null {
  if (!url.startsWith("/")) return null;
  return `${appUrl}${url}${url.startsWith("/api/images/") ? "?w=640" : ""}`;
}

/**
 * Pictures as her page names them (absoluteImage); a household's photo, which only its owner's session may
 * load, with an address signed for this share that stops working with it (decision 0062). Without a share (the
 * message text) a household photo is named as it is, and nobody but the owner can open it.
 */
export function helperPictures(site: HelperSite, share?: { id: number; expiresAt: Date }): PictureOf {
  return (recipe) => {
    const url = absoluteImage(site.appUrl, recipe.imageUrl);
    const imageId = /^\/api\/images\/([\w-]+)$/.exec(recipe.imageUrl)?.[1];
    if (!url || !imageId || !recipe.mine || !share || !site.secret) return url;
    return `${url}&${sharedPhotoQuery(site.secret, imageId, share)}`;
  };
}

/**
 * One recipe in her language at these servings, from the memory only (a page view never asks a provider):
 * a line the memory lacks shows in English and the page says some lines are. Steps carry their timers,
 * found in the English step; right-to-left lines keep quantities like "2½" in order.
 */
export async function helperRecipeSection(db: Db, pictureOf: PictureOf, recipe: RecipeRow, language: HelperLanguageCode, servings: number, id: string) {
  const english = fromSegments(recipe, recipeSegments(recipe));
  // A household recipe may be written in her language already (decision 0052): then there is nothing to recall.
  const inHerLanguage = language === (recipe.sourceLanguage ?? "en");
  const known = inHerLanguage ? new Map<string, string>() : await recall(db, recipeSegments(recipe), language);
  const partlyEnglish = !inHerLanguage && recipeSegments(recipe).some((line) => !known.has(line));
  const pick = (line: string) => known.get(line) ?? line;
  const translated: TranslatedRecipe = {
    title: pick(english.title),
    description: pick(english.description),
    ingredients: english.ingredients.map(pick),
    instructions: english.instructions.map(pick),
  };
  const { recipe: scaled } = scaleTranslatedRecipe(english, translated, servings / recipe.servings, language);
  const ordered = (line: string) => (isRightToLeft(language) ? isolateQuantities(line) : line);
  const section: HelperRecipeSection = {
    id,
    title: scaled.title,
    description: scaled.description,
    imageUrl: pictureOf(recipe),
    servings,
    ingredients: scaled.ingredients.map(ordered),
    steps: scaled.instructions.map((text, i) => {
      const durations = durationsIn(english.instructions[i] ?? "");
      const words = timerWords(text, durations);
      return {
        text: ordered(text),
        timers: durations.map(({ seconds }, n) => ({ seconds, label: clockText(seconds), ...(words[n] ? { what: words[n] } : {}) })),
      };
    }),
  };
  return { section, partlyEnglish };
}

/** What every helper page has: her language, the owner's first name, the link and its device key. */
export function helperPageBase(appUrl: string, token: string, language: HelperLanguageCode, ownerName: string, now: Date) {
  return {
    language,
    dir: isRightToLeft(language) ? "rtl" : "ltr",
    texts: helperTextsIn(language),
    ownerName,
    canonicalUrl: `${appUrl}/h/${token}`,
    renderedAt: now.toISOString(),
    // A hash of the token, never the token: another page's script cannot read one from the other.
    storageKey: `wasfa-helper-${sha256(token).slice(0, 16)}`,
  } satisfies Omit<HelperPageBase, "partlyEnglish" | "og">;
}

/** The owner's notes in her language: the quick notes, the translated note; or the note as written. */
export function helperNotes(language: HelperLanguageCode, share: { quickNotes: string[]; note: string | null; noteTranslated: string | null }) {
  const catalogue = new Map(quickNotes(language).map((note) => [note.id as string, note.text]));
  const notes = share.quickNotes.flatMap((id) => (catalogue.has(id) ? [catalogue.get(id)!] : []));
  if (share.noteTranslated) notes.push(share.noteTranslated);
  return { notes, noteAsWritten: share.note && !share.noteTranslated ? share.note : null };
}

/** The page of a recipe link (decision 0050). */
export async function helperRecipePage(
  db: Db,
  site: HelperSite,
  token: string,
  share: {
    id: number;
    expiresAt: Date;
    language: HelperLanguageCode;
    servings: number | null;
    quickNotes: string[];
    note: string | null;
    noteTranslated: string | null;
  },
  owner: { firstName: string | null },
  recipe: RecipeRow,
  now = new Date(),
): Promise<HelperRecipePage> {
  const ownerName = owner.firstName?.trim() ?? "";
  const pictures = helperPictures(site, share);
  const { section, partlyEnglish } = await helperRecipeSection(db, pictures, recipe, share.language, share.servings ?? recipe.servings, "r1");
  return {
    ...helperPageBase(site.appUrl, token, share.language, ownerName, now),
    partlyEnglish,
    og: { title: section.title, description: helperText(share.language, "from", { name: ownerName }), image: section.imageUrl },
    kind: "recipe",
    recipe: section,
    ...helperNotes(share.language, share),
  };
}
