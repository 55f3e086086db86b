import pluralize from "pluralize";
import { aisles, vocabulary, type Aisle } from "./ingredient-vocabulary";
import { quantitiesIn } from "./quantities";

/** What a line is for the shopping list: its ingredient key and the aisle to find it in. */
export interface Ingredient {
  key: string;
  aisle: Aisle;
  /** False when the line matched no vocabulary entry and the key is only its normalized words. */
  known: boolean;
}

/** pluralize reads "chillies" as "chilly"; the catalogue's cooks mean chillies. */
const singularExceptions: Record<string, string> = { chillies: "chilli", chilies: "chili" };

export function singular(word: string): string {
  return singularExceptions[word] ?? pluralize.singular(word);
}

/** Lower-case words in the singular; a hyphenated word stays one ("ice-cold", "ginger-garlic"). */
export const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).map(singular);

interface Alias {
  words: string[];
  key: string;
  aisle: Aisle;
}

const aliasesByFirstWord = new Map<string, Alias[]>();
for (const aisle of aisles) {
  for (const entry of vocabulary[aisle]) {
    const [key, ...more] = entry.split("|") as [string, ...string[]];
    for (const alias of [key, ...more]) {
      const words = wordsOf(alias);
      const list = aliasesByFirstWord.get(words[0]!) ?? [];
      list.push({ words, key, aisle });
      aliasesByFirstWord.set(words[0]!, list);
    }
  }
}

/** Words that say how much or how prepared, never what: left out of a key made from an unknown line. */
const notIngredient = new Set(
  ["a", "an", "of", "the", "and", "or", "about", "large", "medium", "small", "fresh", "ripe", "whole", "chopped", "sliced", "finely", "thinly"].map(singular),
);

/**
 * The ingredient of an English line: the vocabulary entry found earliest in it (the longest one where several
 * start at the same word), brackets left out; "2 onions, finely chopped" and "3 large onions, thinly sliced"
 * are both "onion". A line the vocabulary does not know is keyed by its own words before the first comma.
 */
export function ingredientOf(english: string): Ingredient {
  const text = english.replace(/\([^)]*\)/g, " ");
  const words = wordsOf(text);
  for (let i = 0; i < words.length; i++) {
    const found = (aliasesByFirstWord.get(words[i]!) ?? [])
      .filter((alias) => alias.words.every((word, j) => words[i + j] === word))
      .sort((a, b) => b.words.length - a.words.length)[0];
    if (found) return { key: found.key, aisle: found.aisle, known: true };
  }
  let rest = text;
  for (const quantity of quantitiesIn(text).reverse()) rest = rest.slice(0, quantity.start) + rest.slice(quantity.end);
  const key = wordsOf(rest.split(",")[0]!).filter((word) => !notIngredient.has(word)).join(" ");
  return { key: key || "other", aisle: "other", known: false };
}
