import convert from "convert-units";
import { scaleIngredient, scaleTranslation } from "./scale";
import { formatAmount } from "./format";
import { singular } from "./ingredient-key";
import { numberTokens, type NumberToken } from "./numbers";
import { amountsOf, quantitiesIn, type Amount } from "./quantities";
import { rewriteNumbers } from "./corresponding-numbers";
import { roleOf } from "./roles";
import { retarget } from "./templates";
import type { Unit } from "./units";

/** One ingredient line of one planned dish (#19): English, its translation (the English itself for "en"), servings factor. */
export interface ShoppingItem {
  recipeId: string | number;
  english: string;
  translated: string;
  factor: number;
}

/** Units of a family are added up in its smallest unit (convert-units names). */
const baseUnit = { mass: "g", volume: "ml", spoon: "tsp" } as const;
type Summable = keyof typeof baseUnit;
const summable = (unit: Unit | undefined): unit is Unit & { family: Summable } => !!unit?.convert && unit.family in baseUnit;

/** The amount slots of a line: each amount of each quantity that scales, in order. */
function amountSlots(english: string): Amount[] {
  return quantitiesIn(english)
    .filter((quantity) => roleOf(english, quantity) === "amount")
    .flatMap(amountsOf);
}

/**
 * What two lines must share to be added up: the same words (in the singular, so "1 onion" and "2 onions" match),
 * the same numbers that do not scale ("1 can (400 g)"), and amounts at the same places in units of the same
 * family ("500 g" and "1 kg"; "2 tbsp" and "¼ cup"). Undefined for a line with no amount ("Salt, to taste").
 */
export function mergeClassOf(english: string): string | undefined {
  let key = "";
  let last = 0;
  let amounts = 0;
  for (const quantity of quantitiesIn(english)) {
    if (roleOf(english, quantity) !== "amount") continue;
    const unit = (quantity.to ?? quantity.from).unit;
    const mark = `{${summable(unit) ? unit.family : (unit?.name ?? "count")}}`;
    key += english.slice(last, quantity.start) + (quantity.to ? `${mark}-${mark}` : mark);
    last = quantity.end;
    amounts++;
  }
  if (amounts === 0) return undefined;
  return (key + english.slice(last))
    .toLowerCase()
    .replace(/\p{L}[\p{L}'’-]*/gu, singular)
    .replace(/\s+/g, " ")
    .trim();
}

/** A slot's amount in its family's base unit (or as it is, for counts and lengths). */
function inBase(amount: Amount, value: number): number {
  return summable(amount.unit) ? convert(value).from(amount.unit.convert!).to(baseUnit[amount.unit.family]) : value;
}

function fromBase(amount: Amount, total: number): number {
  return summable(amount.unit) ? convert(total).from(baseUnit[amount.unit.family]).to(amount.unit.convert!) : total;
}

interface Candidate {
  item: ShoppingItem;
  slots: Amount[];
  written: { token: NumberToken; ascii: string }[];
  score: number[];
}

/**
 * The summed amounts written into one member's English line. The member is chosen for the nicest figures:
 * no rounding loss, then a first amount from 1 to under 1000 in its unit ("1.5 kg" rather than "1500 g" when
 * a member is in kg), then the smaller figure ("1½ cups" rather than "24 tbsp"), then, among lines in the same
 * unit, the same grammatical number as the sum ("3 onions" from "2 onions", not from "1 onion").
 */
function candidate(item: ShoppingItem, totals: number[]): Candidate {
  const slots = amountSlots(item.english);
  const values = slots.map((slot, i) => fromBase(slot, totals[i]!));
  const written = slots.map((slot, i) => ({ token: slot.token, ascii: formatAmount(values[i]!, slot.unit, slot.token) }));
  const loss = Math.max(...written.map(({ ascii }, i) => Math.abs(numberTokens(ascii)[0]!.value - values[i]!) / values[i]!));
  const first = values[0]!;
  const plural = (value: number) => value > 1;
  return {
    item,
    slots,
    written,
    score: [loss > 0.05 ? 1 : 0, first >= 1 && first < 1000 ? 0 : 1, first, plural(first) === plural(slots[0]!.token.value) ? 0 : 1],
  };
}

const byScore = (a: Candidate, b: Candidate) => {
  for (let i = 0; i < a.score.length; i++) if (a.score[i] !== b.score[i]) return a.score[i]! - b.score[i]!;
  return 0;
};

/** A line shown as it is, scaled: its translation scaled, or the scaled English if the translation's numbers do not fit. */
export function scaledLine(item: ShoppingItem, language: string): string {
  return scaleTranslation(item.english, item.translated, item.factor, { language }) ?? scaleIngredient(item.english, item.factor);
}

/**
 * The lines of one merge class added up into one translated line, made with no translation call: the chosen
 * member's translation with the summed numbers put in (retarget). Undefined when that cannot be done safely.
 */
export function mergedLine(items: ShoppingItem[], language: string): string | undefined {
  const slotLists = items.map((item) => amountSlots(item.english));
  const totals = slotLists[0]!.map((_, i) =>
    slotLists.reduce((sum, slots, m) => sum + inBase(slots[i]!, slots[i]!.token.value * items[m]!.factor), 0),
  );
  // The best member whose translation takes the new numbers (a machine translation may not).
  for (const chosen of items.map((item) => candidate(item, totals)).sort(byScore)) {
    const english = rewriteNumbers(chosen.item.english, chosen.written);
    const translated = retarget({ source: chosen.item.english, translated: chosen.item.translated }, english, { language });
    if (translated !== undefined) return translated;
  }
  return undefined;
}
