import type { RecipeDraft } from "../../../../common/my-recipe-draft";
import { sentencesOf } from "./sentences";
import { sourceLanguageOf } from "../../../../common/source-language";
import { headingOf, metaOf, type Meta, type Section } from "./text-headings";
import {
  comparable,
  isEmojiOnly,
  isSentence,
  isSubheading,
  readLine,
  startsWithQuantity,
  undecorated,
  wordCount,
  type Line,
  type Marker,
} from "./text-lines";
import { isNoise } from "./text-noise";
import { factsInProse } from "./prose-facts";

/**
 * One ingredient or step. Lines that carry it on are kept apart in `continued` and joined once at the end:
 * appending to one growing string made each pattern read it whole again, line after line (decision 0061).
 */
type Item = { text: string; marker: Marker; inline?: boolean; continued?: string[] };

const lastLineOf = (item: Item | undefined) => item?.continued?.at(-1) ?? item?.text ?? "";
const textOf = (item: Item) => (item.continued ? [item.text, ...item.continued].join(" ") : item.text);

/** The lines after the one being read, for a look ahead. */
type Following = { lines: Line[]; from: number };

type State = {
  title: string;
  description: string[];
  notes: string[];
  ingredients: Item[];
  steps: Item[];
  /** Some ingredient is numbered, some step marked: kept as lines are placed, so no line walks the lists again. */
  ingredientsNumbered: boolean;
  stepsMarked: boolean;
  section: Section | "intro";
  /** The section was named by a heading, not guessed from its lines. */
  named: boolean;
  /** A blank line came since the last line placed. */
  afterBlank: boolean;
  /** A "Step 1" line alone: the next line is that step. */
  pendingNumber: boolean;
  meta: Meta;
};

/**
 * Splits a recipe as people paste it (a WhatsApp message, a copied web page) into a draft: the title is
 * the first line that says something, the description what comes before the ingredients (and any notes
 * after the steps), then ingredients and steps by their headings in English or Arabic, or, without
 * headings, by how the lines read: a line starting with a quantity is an ingredient, a sentence a step.
 * Lead-ins such as "For the sauce:" are left out; the owner sees the draft as a form before saving.
 */
export function parseRecipeText(text: string): RecipeDraft {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const state: State = {
    title: "",
    description: [],
    notes: [],
    ingredients: [],
    steps: [],
    ingredientsNumbered: false,
    stepsMarked: false,
    section: "intro",
    named: false,
    afterBlank: false,
    pendingNumber: false,
    meta: {},
  };
  const read = lines.map(readLine);
  read.forEach((line, index) => readInto(state, line, lines[index]!, { lines: read, from: index + 1 }));
  return draftOf(state);
}

function readInto(state: State, line: Line, raw: string, following: Following) {
  if (!line.text) {
    if (line.marker === "number") state.pendingNumber = true;
    else if (!line.marker) state.afterBlank = true;
    return;
  }
  // Facts and noise are short lines; a long one is recipe text (and would cost their patterns time for nothing).
  const short = line.text.length <= 300;
  const meta = short ? metaOf(line.text) : undefined;
  if (meta) {
    state.meta = { ...meta, ...state.meta };
    return;
  }
  const heading = headingOf(line.text, /[*#_]|\p{Extended_Pictographic}/u.test(raw));
  if (heading && heading.content && (heading.section === "notes" || heading.section === "skip")) {
    // "Note: use a heavy pot" between two steps is one note; the steps go on after it.
    if (heading.section === "notes") state.notes.push(heading.content);
    return;
  }
  if (heading) {
    state.section = heading.section;
    state.named = true;
    state.afterBlank = false;
    const qualifierMeta = heading.qualifier ? metaOf(heading.qualifier) : undefined;
    if (qualifierMeta) state.meta = { ...qualifierMeta, ...state.meta };
    if (heading.content) place(state, { text: heading.content, marker: null, indented: false, startsMessage: false }, following, true);
    return;
  }
  if (short && (isNoise(line.text) || isEmojiOnly(line.text))) return;
  place(state, line, following);
  state.afterBlank = false;
  state.pendingNumber = false;
}

function place(state: State, line: Line, following: Following, inline = false) {
  const marker = state.pendingNumber ? "number" : line.marker;
  const item: Item = { text: line.text, marker, inline };
  switch (state.section) {
    case "intro":
      return placeInIntro(state, item, following);
    case "ingredients":
      return placeInIngredients(state, item, line);
    case "steps":
      return placeInSteps(state, item, line);
    case "notes":
      state.notes.push(line.text);
      return;
    case "skip":
      return;
  }
}

function isIngredientLike(item: Item): boolean {
  return startsWithQuantity(item.text) && wordCount(item.text) <= 12 && !/[.!؟۔।]$/.test(item.text);
}

/** Short lines without a full stop, several in a row: a list of ingredients given without quantities. */
function startsShortRun(item: Item, following: Following): boolean {
  const isShort = (text: string) => text.length <= 60 && wordCount(text) <= 4 && !/[.!?؟:]$/.test(text);
  if (!isShort(item.text)) return false;
  const next = following.lines.slice(following.from, following.from + 2);
  return next.length === 2 && next.every((line) => line.text && isShort(line.text) && !isNoise(line.text));
}

function placeInIntro(state: State, item: Item, following: Following) {
  if (!state.title && !state.description.length && !isIngredientLike(item) && item.marker !== "number") {
    if (item.text.length <= 120 && !(/[.!?؟]$/.test(item.text) && wordCount(item.text) > 8)) {
      state.title = undecorated(item.text).replace(/^(?:recipe|وصف[ةه])\s*[:：\-–]\s*/i, "");
      return;
    }
  }
  if (item.marker === "number" && !isIngredientLike(item)) {
    state.section = "steps";
    addStep(state, item);
  } else if (isIngredientLike(item) || (item.marker === "bullet" && !isSentence(item.text)) || startsShortRun(item, following)) {
    state.section = "ingredients";
    addIngredient(state, item);
  } else if (comparable(item.text) !== comparable(state.title)) {
    state.description.push(item.text);
  }
}

/** A line without a marker that carries on the item above: indented, or wrapped inside a marked item. */
function continues(state: State, last: Item | undefined, item: Item, line: Line, wrapped: boolean): last is Item {
  return !!last && !item.marker && !state.afterBlank && !line.startsMessage && (line.indented || wrapped);
}

function placeInIngredients(state: State, item: Item, line: Line) {
  if (isSubheading(item.text)) return;
  const last = state.ingredients.at(-1);
  if (continues(state, last, item, line, last?.marker != null && /^\p{Ll}/u.test(item.text))) {
    (last.continued ??= []).push(item.text);
    return;
  }
  const stepLike = !isIngredientLike(item) && isSentence(item.text);
  const numberedStep = item.marker === "number" && !isIngredientLike(item) && wordCount(item.text) >= 3;
  if ((numberedStep && !state.ingredientsNumbered) || (stepLike && item.marker === null && (!state.named || state.afterBlank))) {
    state.section = "steps";
    state.named = false;
    addStep(state, item);
    return;
  }
  addIngredient(state, item);
}

function placeInSteps(state: State, item: Item, line: Line) {
  if (isSubheading(item.text)) return;
  const last = state.steps.at(-1);
  const wrapped = state.stepsMarked ? last?.marker != null : /^\p{Ll}/u.test(item.text) && !/[.!?؟:]$/.test(lastLineOf(last));
  if (continues(state, last, item, line, wrapped)) {
    (last.continued ??= []).push(item.text);
    return;
  }
  addStep(state, item);
}

function addIngredient(state: State, item: Item) {
  state.ingredients.push(item);
  if (item.marker === "number") state.ingredientsNumbered = true;
}

function addStep(state: State, item: Item) {
  state.steps.push(item);
  if (item.marker !== null) state.stepsMarked = true;
}

function draftOf(state: State): RecipeDraft {
  // Ingredients written on their heading's line are a list in one line: "المقادير: رز، دجاج، بصل" (but
  // "Ingredients: 2 cups rice, washed" is one ingredient).
  const ingredients = state.ingredients.flatMap((item) => {
    const text = textOf(item);
    const parts = item.inline ? text.split(/\s*[,،]\s*/) : [];
    return parts.length >= 3 ? parts : [text];
  });
  let instructions = state.steps.map(textOf);
  if (instructions.length === 1) instructions = sentencesOf(instructions[0]!);
  const description = [...state.description, ...(state.notes.length ? ["", ...state.notes] : [])].join("\n").trim();
  // A line of its own says it best ("Serves 4"); else a sentence of the description ("…takes 45 minutes").
  const prose = factsInProse(description);
  const { prepTime, cookTime } = state.meta;
  const totalTime = state.meta.totalTime ?? (prepTime === undefined && cookTime === undefined ? prose.totalTime : undefined);
  return {
    title: state.title,
    description,
    cuisineType: state.meta.cuisineType ?? null,
    category: state.meta.category ?? null,
    difficulty: state.meta.difficulty ?? null,
    prepTime: prepTime ?? null,
    cookTime: cookTime ?? (totalTime === undefined ? null : Math.max(0, totalTime - (prepTime ?? 0))),
    servings: state.meta.servings ?? state.meta.yield ?? prose.servings ?? null,
    ingredients: ingredients.filter(Boolean),
    instructions,
    imageUrl: null,
    sourceLanguage: sourceLanguageOf([state.title, description, ...ingredients, ...instructions].join("\n")),
    sourceUrl: null,
  };
}
