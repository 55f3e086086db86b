import pluralize from "pluralize";
import { entryByKey, vocabularyEntries, type Aisle, type VocabularyEntry } from "./ingredient-vocabulary";

/** pluralize reads "chillies" as "chilly"; the catalogue's cooks mean chillies. */
const singularExceptions: Record<string, string> = { chillies: "chilli", chilies: "chili", leaves: "leaf", molasses: "molasses", asparagus: "asparagus", hummus: "hummus" };

export function singular(word: string): string {
  return singularExceptions[word] ?? pluralize.singular(word);
}

const arabicMarks = /[\u064B-\u065F\u0670\u0640]/g;

/**
 * An Arabic word as compared: no vowel marks or tatweel, one alef, ى as ي, ة as ه, without the article "ال"
 * and a plural ending ("البصلات" is "بصل"). Applied to aliases and lines alike.
 */
function arabicStem(word: string): string {
  let stem = word.replace(arabicMarks, "").replace(/[أإآ]/g, "ا").replace(/ى/g, "ي").replace(/ة/g, "ه");
  if (stem.startsWith("ال") && stem.length > 3) stem = stem.slice(2);
  else if (stem.startsWith("وال") && stem.length > 4) stem = stem.slice(3);
  // A plural in -ات; the feminine ending stays (طحينة, tahini, is not طحين, flour).
  if (stem.endsWith("ات") && stem.length > 4) stem = stem.slice(0, -2);
  return stem;
}

const isArabicWord = (word: string) => /\p{Script=Arabic}/u.test(word);

/** Lower-case words, English in the singular, Arabic by their stem; a hyphenated word stays one ("ice-cold"). */
export const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? []).map((word) => (isArabicWord(word) ? arabicStem(word) : singular(word)));

interface Alias {
  words: string[];
  entry: VocabularyEntry;
  /** The part of the thing an alias names ("garlic clove"): the unit a count of it is in. */
  part?: string;
}

/** Aliases that name a part of what is bought: a count of them is in that unit ("4 garlic cloves"). */
const partWords: Record<string, string> = { clove: "clove", leaf: "leaf", sprig: "sprig", slice: "slice", wedge: "wedge", stalk: "stalk" };

const aliasesByFirstWord = new Map<string, Alias[]>();
for (const entry of vocabularyEntries) {
  for (const alias of [...entry.english, ...entry.arabic]) {
    const words = wordsOf(alias);
    if (words.length === 0) continue;
    const last = words.at(-1)!;
    // "bay leaf" is the thing itself; "mint leaf" is a part of a bunch of mint.
    const part = words.length > 1 && partWords[last] && !entry.key.endsWith("leaf") && entry.key !== partWords[last] ? partWords[last] : undefined;
    const list = aliasesByFirstWord.get(words[0]!) ?? [];
    list.push({ words, entry, ...(part && { part }) });
    aliasesByFirstWord.set(words[0]!, list);
  }
}

/** A vocabulary entry found in a run of words: where it starts and how many words it takes. */
export interface FoundItem {
  entry: VocabularyEntry;
  start: number;
  length: number;
  part?: string;
}

/**
 * The vocabulary entry `words` name. Arabic names the thing first ("لحم بقري"): the earliest alias. English
 * names it last ("corn tortillas", "rice vinegar"): the last alias not inside a longer one ("coconut milk" is
 * not milk). Where several start at one word, the longest. A part word right after it ("fresh mint sprigs")
 * says the unit.
 */
export function findItem(words: string[], order: "first" | "last" = "first"): FoundItem | undefined {
  const matches: FoundItem[] = [];
  for (let i = 0; i < words.length; i++) {
    const found = (aliasesByFirstWord.get(words[i]!) ?? [])
      .filter((alias) => alias.words.every((word, j) => words[i + j] === word))
      .sort((a, b) => b.words.length - a.words.length)[0];
    if (!found) continue;
    const after = words[i + found.words.length];
    const part = found.part ?? (after && partWords[after] && found.entry.key !== partWords[after] && !found.entry.key.endsWith("leaf") ? partWords[after] : undefined);
    matches.push({ entry: found.entry, start: i, length: found.words.length, ...(part && { part }) });
    if (order === "first") return matches[0];
  }
  const outer = matches.filter((m) => !matches.some((o) => o !== m && o.start <= m.start && o.start + o.length >= m.start + m.length && o.length > m.length));
  return outer.at(-1);
}

/** Words that say how much, how fresh or how cut, never what: left out of a key made from an unknown item. */
export const notIngredient = new Set(
  [
    "a", "an", "of", "the", "and", "or", "about", "large", "medium", "small", "fresh", "ripe", "whole", "chopped", "sliced", "finely",
    "thinly", "thick", "thin", "boneless", "skinless", "bone-in", "extra", "raw", "cooked", "cold", "warm", "hot", "chilled", "piece",
    "some", "little", "few", "handful", "optional", "كبير", "صغير", "متوسط", "طازج", "حبه", "حب",
  ].map((word) => (isArabicWord(word) ? arabicStem(word) : singular(word))),
);

/** What a line is for the shopping list: its key, aisle and flags. */
export interface Ingredient {
  key: string;
  aisle: Aisle;
  staple: boolean;
  never: boolean;
  /** False when no vocabulary entry matched and the key is the item's own words. */
  known: boolean;
}

/** The key of an item the vocabulary does not know: its own words, in the singular, joined by "-". */
export function unknownKey(item: string): string {
  return wordsOf(item).filter((word) => !notIngredient.has(word)).join("-") || "other";
}

/** The ingredient named in `text` (an item as parsed, or a whole line), English or Arabic. */
export function ingredientOf(text: string): Ingredient {
  const found = findItem(wordsOf(text.replace(/\([^)]*\)/g, " ")));
  if (found) return { key: found.entry.key, aisle: found.entry.aisle, staple: found.entry.staple, never: found.entry.never, known: true };
  return { key: unknownKey(text), aisle: "other", staple: false, never: false, known: false };
}

export { entryByKey };
