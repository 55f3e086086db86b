import { entryByKey, herbs, type Aisle } from "./ingredient-vocabulary";
import type { ParsedIngredient } from "./parse-ingredient-line";

/** One planned dish: its lines as parsed when the recipe was saved, and planned servings ÷ recipe servings. */
export interface PlannedDish {
  parsed: ParsedIngredient[][];
  factor: number;
}

/** The units a list is written in: how one buys (kg, bunches, heads of garlic), not how a dish measures. */
export type BuyUnit = "g" | "kg" | "ml" | "l" | "tsp" | "tbsp" | "cup" | "head" | "bunch" | "can" | "packet" | "slice" | "cm";

/** An amount to buy; `unit` null is a count ("3" onions). */
export interface BuyAmount {
  value: number;
  unit: BuyUnit | null;
}

/** One thing to buy: its key (the "we have it" ticks and `exclude` name it), amounts that cannot be added up apart. */
export interface ShoppingListLine {
  key: string;
  amounts: BuyAmount[];
  /** False for a thing the vocabulary does not know: its name is `item`, as a recipe wrote it. */
  known: boolean;
  item: string;
  /** Where it comes from: [dish index, line index] (the line shows in her language when the name is not known). */
  sources: [number, number][];
}

export type ShoppingGroupName = Aisle | "staples";
export interface ShoppingListModel {
  groups: { aisle: ShoppingGroupName; lines: ShoppingListLine[] }[];
}

/** The aisles in shop order, then the short "check you have" group. */
export const groupOrder: ShoppingGroupName[] = ["produce", "meat-fish", "dairy", "bakery", "dry-goods", "oils", "tins-jars", "baking", "frozen", "spices", "other", "staples"];

/** A kind of measure: amounts of one kind add up. Weights in g, volumes in ml (metric spoons and cups). */
type Kind = "mass" | "volume" | "count" | "head" | "bunch" | "can" | "packet" | "slice" | "cm" | "pinch";
type Measure = { kind: Kind; value: number; spoons?: boolean };

const massOf: Record<string, number> = { g: 1, kg: 1000, oz: 28.35, lb: 453.6 };
/** Metric spoons and cups (the catalogue's cup is 250 ml, as Gulf kitchens measure). */
const volumeOf: Record<string, number> = { ml: 1, l: 1000, tsp: 5, tbsp: 15, cup: 250 };
const spoonUnits = new Set(["tsp", "tbsp", "cup"]);

/**
 * How a thing is bought when a recipe measures it otherwise (decision 0070, "as one buys them"): garlic by the head
 * (about 10 cloves), herbs by the bunch (about a cup chopped, 10 sprigs, 100 g), ginger by weight (1 cm about
 * 5 g), lettuces whole (about 15 leaves), a lemon for 8 slices or 6 wedges.
 */
function buyMeasure(key: string, unit: string | null, value: number): Measure | undefined {
  if (key === "garlic" && (unit === "clove" || unit === null)) return { kind: "head", value: unit === "clove" ? value / 10 : value };
  if (herbs.has(key)) {
    const perBunch: Record<string, number> = { bunch: 1, cup: 1, tbsp: 1 / 16, tsp: 1 / 48, g: 1 / 100, kg: 10, sprig: 1 / 10, leaf: 1 / 30, stick: 1 / 8, stalk: 1 / 8 };
    if (unit === null) return { kind: "bunch", value };
    if (perBunch[unit] !== undefined) return { kind: "bunch", value: value * perBunch[unit]! };
  }
  if (key === "ginger") {
    const grams: Record<string, number> = { cm: 5, slice: 3 };
    if (unit === null) return { kind: "mass", value: value * 50 };
    if (grams[unit] !== undefined) return { kind: "mass", value: value * grams[unit]! };
  }
  // A lettuce is one lettuce, however a recipe counts it ("1 head", "8 leaves").
  if (key === "lettuce" && (unit === null || unit === "head" || unit === "leaf")) return { kind: "count", value: unit === "leaf" ? value / 15 : value };
  if ((key === "lemon" || key === "lime") && (unit === "slice" || unit === "wedge")) return { kind: "count", value: value / (unit === "slice" ? 8 : 6) };
  if (unit === null || unit === "clove" || unit === "leaf" || unit === "sprig" || unit === "stick" || unit === "wedge" || unit === "stalk") return { kind: "count", value };
  if (massOf[unit] !== undefined) return { kind: "mass", value: value * massOf[unit]! };
  if (volumeOf[unit] !== undefined) return { kind: "volume", value: value * volumeOf[unit]!, spoons: spoonUnits.has(unit) };
  if (unit === "dozen") return { kind: "count", value: value * 12 };
  if (["head", "bunch", "can", "packet", "slice", "cm", "pinch"].includes(unit)) return { kind: unit as Kind, value };
  return { kind: "count", value };
}

/** The measures one parsed thing may be counted in: its own, and the metric one the line gives beside it. */
function measuresOf(part: ParsedIngredient, factor: number): Measure[] {
  // "Vegetable oil for deep frying (about 1 l)": the weight or volume is the whole amount.
  if (part.quantity === null) return part.metric ? [{ kind: part.metric.unit === "g" ? "mass" : "volume", value: part.metric.quantity * factor }] : [];
  const value = (part.quantityMax ?? part.quantity) * factor;
  const own = buyMeasure(part.itemKey, part.unit, value);
  const measures = own ? [own] : [];
  if (part.metric) measures.push({ kind: part.metric.unit === "g" ? "mass" : "volume", value: part.metric.quantity * factor });
  return measures;
}

/**
 * Which kind to add a thing's amounts up in: the one most lines give; on a tie cans and packets (as they are
 * bought: "3 cans" of chickpeas, not 1.2 kg), then weights, volumes and counts.
 */
const kindPreference: Kind[] = ["can", "packet", "mass", "volume", "count", "head", "bunch", "slice", "cm", "pinch"];

function addUp(partsMeasures: Measure[][]): Measure[] {
  let left = partsMeasures.filter((measures) => measures.length > 0);
  const totals: Measure[] = [];
  while (left.length > 0) {
    const covered = (kind: Kind) => left.filter((measures) => measures.some((m) => m.kind === kind)).length;
    const kind = [...kindPreference].sort((a, b) => covered(b) - covered(a) || kindPreference.indexOf(a) - kindPreference.indexOf(b))[0]!;
    // A line's own millilitres ("3-4 cups stock (750 ml-1 l)") before its cups.
    const taken = left.map((measures) => measures.find((m) => m.kind === kind && !m.spoons) ?? measures.find((m) => m.kind === kind));
    const used = taken.filter((m): m is Measure => m !== undefined);
    totals.push({ kind, value: used.reduce((sum, m) => sum + m.value, 0), spoons: used.every((m) => m.spoons) });
    left = left.filter((_, i) => taken[i] === undefined);
  }
  // A pinch beside a real amount is not something to buy more of. Counts first: "2 + 300 g" onions.
  const kept = totals.length > 1 ? totals.filter((total) => total.kind !== "pinch") : totals;
  return [...kept.filter((total) => total.kind === "count"), ...kept.filter((total) => total.kind !== "count")];
}

const ceilTo = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
const tidy = (value: number) => Math.round(value * 1000) / 1000;

/** An amount as one buys it: whole counts, g in 5/25/50 steps, kg and l to 0.1, spoons in quarters and halves. */
export function buyAmount(total: Measure): BuyAmount | undefined {
  const { kind, value } = total;
  if (kind === "pinch" || value <= 0) return undefined;
  if (kind === "mass") {
    if (value >= 1000) return { value: tidy(ceilTo(value / 1000, 0.1)), unit: "kg" };
    return { value: ceilTo(value, value < 100 ? 5 : value < 500 ? 25 : 50), unit: "g" };
  }
  if (kind === "volume") {
    // Measured in spoons and cups only (rice, sugar, oil by the cup): cups, however many.
    if (total.spoons) {
      if (value < 15) return { value: ceilTo(value / 5, 0.25), unit: "tsp" };
      if (value < 60) return { value: ceilTo(value / 15, 0.5), unit: "tbsp" };
      return { value: ceilTo(value / 250, 0.25), unit: "cup" };
    }
    if (value >= 1000) return { value: tidy(ceilTo(value / 1000, 0.1)), unit: "l" };
    return { value: ceilTo(value, value < 100 ? 5 : value < 500 ? 25 : 50), unit: "ml" };
  }
  return { value: Math.max(1, Math.ceil(value - 1e-9)), unit: kind === "count" ? null : kind };
}

/** A staple's amount is worth saying only when it is a real quantity to have (a litre of oil for frying); ice is made at home. */
const worthSaying = (key: string, total: Measure) => key !== "ice" && (total.kind === "mass" || total.kind === "volume") && total.value >= 250;

/**
 * The shopping list of planned dishes (decision 0070), from their parsed lines and nothing else (never a parse or a
 * translation here): one line per thing to buy; amounts of one kind add up (g/kg, ml/l/spoons/cups, counts),
 * each dish scaled by its servings factor, kinds that cannot be converted stay side by side ("2 + 300 g");
 * ranges count their high end; water is left out; staples go to the "check you have" group, with an amount
 * only when it is a real one. Lines keep the order the dishes name them. Throws a RangeError for a factor that
 * is not a positive number.
 */
export function buildShoppingList(dishes: PlannedDish[]): ShoppingListModel {
  const wrong = dishes.find((dish) => !(Number.isFinite(dish.factor) && dish.factor > 0));
  if (wrong) throw new RangeError(`A servings factor must be a positive number, not ${wrong.factor}`);
  const byKey = new Map<string, { part: ParsedIngredient; measures: Measure[][]; sources: [number, number][] }>();
  dishes.forEach((dish, d) =>
    dish.parsed.forEach((parts, l) => {
      for (const part of parts) {
        if (part.never) continue;
        const entry = byKey.get(part.itemKey) ?? { part, measures: [], sources: [] };
        entry.measures.push(measuresOf(part, dish.factor));
        if (!entry.sources.some(([sd, sl]) => sd === d && sl === l)) entry.sources.push([d, l]);
        byKey.set(part.itemKey, entry);
      }
    }),
  );
  const lines = [...byKey].map(([key, { part, measures, sources }]) => {
    const vocabulary = entryByKey.get(key);
    const staple = vocabulary?.staple ?? part.staple === true;
    const totals = addUp(measures).filter((total) => !staple || worthSaying(key, total));
    const amounts = totals.map(buyAmount).filter((amount): amount is BuyAmount => amount !== undefined);
    const group: ShoppingGroupName = staple ? "staples" : (vocabulary?.aisle ?? part.aisle);
    return { group, line: { key, amounts, known: vocabulary !== undefined, item: part.item, sources } };
  });
  return {
    groups: groupOrder
      .map((aisle) => ({ aisle, lines: lines.filter((line) => line.group === aisle).map((line) => line.line) }))
      .filter((group) => group.lines.length > 0),
  };
}
