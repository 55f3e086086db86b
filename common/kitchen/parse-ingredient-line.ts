import { numericQuantity } from "numeric-quantity";
import { parseIngredient, type ParseIngredientOptions } from "parse-ingredient";
import { toAsciiDigits } from "./digits";
import { entryByKey, unitForms, type Aisle } from "./ingredient-vocabulary";
import { findItem, notIngredient, unknownKey, wordsOf } from "./ingredient-key";
import { arabicUnits, normalizeArabic } from "./arabic-amounts";

/**
 * One thing to buy named by an ingredient line (decision 0069), parsed once when the recipe is saved and kept with it.
 * A line may name several ("½ tsp salt and ½ tsp black pepper"); most name one.
 */
export interface ParsedIngredient {
  /** Null for "salt, to taste". The low end of a range. */
  quantity: number | null;
  /** The high end of a range ("2–3"). */
  quantityMax?: number;
  /** Canonical unit: g kg ml l tsp tbsp cup oz lb pinch can clove head bunch slice wedge leaf sprig stalk stick packet cm; null for a count. */
  unit: string | null;
  /** The words naming the thing, as written (without amounts, sizes or preparation). */
  item: string;
  /** The shopping list's key: a vocabulary key ("onion"), or the item's own words for one it does not know. */
  itemKey: string;
  /** How the dish wants it ("finely chopped", "to serve"): the recipe's business, never the list's. */
  preparation: string;
  aisle: Aisle;
  /** In the short "check you have" group (salt, pepper, oil, common spices). */
  staple?: true;
  /** Never bought (water). */
  never?: true;
  /** A weight or volume the line gives for the whole amount ("3 cups rice (about 600 g)", "1 can (400 g)"). */
  metric?: { quantity: number; unit: "g" | "ml" };
}

/** Bump when the rules change: stored parses of an older version are parsed again at start-up. */
export const parserVersion = 1;

/** parse-ingredient's unit ids, and ours, as the list's canonical units. */
const unitNames: Record<string, string> = {
  gram: "g",
  kilogram: "kg",
  milligram: "g",
  milliliter: "ml",
  liter: "l",
  deciliter: "ml",
  teaspoon: "tsp",
  tablespoon: "tbsp",
  packet: "packet",
  cup: "cup",
  ounce: "oz",
  pound: "lb",
  pinch: "pinch",
  dash: "pinch",
  drop: "pinch",
  can: "can",
  clove: "clove",
  head: "head",
  bunch: "bunch",
  slice: "slice",
  sprig: "sprig",
  stick: "stick",
  pack: "packet",
  package: "packet",
  bag: "packet",
  box: "packet",
  carton: "packet",
  container: "packet",
  centimeter: "cm",
  inch: "cm",
  piece: "",
  dozen: "dozen",
  ear: "",
};

const englishOptions: ParseIngredientOptions = {
  ignoreUOMs: ["large", "medium", "small", "lg", "lg.", "md", "sm", "T", "C", "t", "c", "ear", "foot", "yard", "meter", "pint", "quart", "gallon"],
  additionalUOMs: {
    slice: { short: "slice", plural: "slices", alternates: [] },
    tin: { short: "tin", plural: "tins", alternates: [] },
    packet: { short: "packet", plural: "packets", alternates: ["pkt"] },
    litre: { short: "litre", plural: "litres", alternates: ["ltr", "ltrs"] },
  },
  leadingQuantityPrefixes: ["approximately", "about", "approx.", "roughly", "around"],
  rangeSeparators: ["to"],
  round: false,
};

const arabicOptions: ParseIngredientOptions = {
  ...englishOptions,
  additionalUOMs: { ...englishOptions.additionalUOMs, ...arabicUnits },
  leadingQuantityPrefixes: ["حوالي", "تقريبا", "approximately", "about"],
  rangeSeparators: ["to", "إلى", "الى", "او", "أو"],
};

const canonicalUnit = (id: string | null): string | null => {
  if (!id) return null;
  if (id === "tin") return "can";
  if (id === "litre") return "l";
  const name = unitNames[id] ?? arabicUnitIds[id];
  return name === undefined || name === "" ? null : name;
};

const arabicUnitIds: Record<string, string> = Object.fromEntries(Object.entries(arabicUnits).map(([id, unit]) => [id, (unit as { canonical: string }).canonical]));

const quantityStart = String.raw`(?:about\s+|حوالي\s+)?(?:\d|[½¼¾⅓⅔⅛])`;
/** Where a line names another thing with its own amount: ", 5 cloves", " and 1 cinnamon stick", "، 2 ملعقة". */
const chunkBreak = new RegExp(String.raw`\s*(?:,|،|\band\b|\s و\s*|\bmixed with\b|\bsoaked in\b|\bdissolved in\b)\s*(?=${quantityStart})`, "u");
const plusBreak = /\s*[,،]?\s*\b(?:plus|و ?زيادة|بالإضافة إلى)\s+(?=(?:about\s+)?(?:\d|[½¼¾⅓⅔]))/u;

/** Text inside brackets, hidden so nothing is split inside "(1 for blending, 1 sliced)". */
function maskBrackets(text: string): { masked: string; restore: (part: string) => string } {
  const kept: string[] = [];
  const masked = text.replace(/\([^()]*\)/g, (whole) => {
    kept.push(whole);
    return `\uE000${kept.length - 1}\uE001`;
  });
  return { masked, restore: (part) => part.replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]!) };
}

const metricUnit = String.raw`(kg|kilos?|kilograms?|g|grams?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|غرام|جرام|غم|جم|غ|كيلو|كغ|كجم|مل|ملل|لتر|ليتر)`;
const metricPattern = new RegExp(String.raw`(\d+(?:[.,]\d+)?(?:\s?[½¼¾⅓⅔])?|[½¼¾⅓⅔])\s?${metricUnit}(?![\p{L}])(\s+each|\s+لكل)?`, "gu");

/** A weight or volume written in the text ("about 600 g", "(750 ml-1 l)": the larger), in g or ml, and whether it is for each one. */
function metricIn(text: string): { quantity: number; unit: "g" | "ml"; each: boolean } | undefined {
  let best: { quantity: number; unit: "g" | "ml"; each: boolean } | undefined;
  for (const match of text.matchAll(metricPattern)) {
    const value = numericQuantity(match[1]!.replace(",", ".").replace(" ", ""));
    if (!Number.isFinite(value)) continue;
    const unit = match[2]!.toLowerCase();
    const mass = /^(kg|kilo|g|gram|غرام|جرام|غم|جم|غ|كيلو|كغ|كجم)/.test(unit);
    const big = /^(kg|kilo|كيلو|كغ|كجم|l$|lit|لتر|ليتر)/.test(unit);
    const quantity = value * (big ? 1000 : 1);
    if (!best || quantity > best.quantity) best = { quantity, unit: mass ? "g" : "ml", each: !!match[3] };
  }
  return best;
}

const onlyMetric = new RegExp(String.raw`^(?:about\s+|حوالي\s+)?(\d+(?:[.,]\d+)?(?:\s?[½¼¾⅓⅔])?|[½¼¾⅓⅔])\s?${metricUnit}(?:\s+each|\s+لكل\s+\S+)?\s*$`, "u");

/** Words that say how a dish wants a thing; they go to `preparation`. */
const preparationWords = new Set(
  [
    "chopped", "finely", "roughly", "coarsely", "thinly", "thickly", "sliced", "diced", "grated", "crushed", "minced", "shredded", "peeled",
    "melted", "softened", "beaten", "toasted", "soaked", "halved", "quartered", "rinsed", "drained", "cubed", "torn", "crumbled", "blended",
    "mashed", "sifted", "deseeded", "pitted", "squeezed", "broken", "lightly", "very", "washed", "cleaned", "trimmed", "cut", "bought",
    "مفروم", "مقطع", "مبشور", "مهروس", "مذوب", "مغسول", "مقشر", "ناعم", "خشن", "مسلوق", "مصفي", "منقوع", "مكعب", "شرائح", "محمص",
  ].map((word) => wordsOf(word)[0]!),
);

/** "for frying", "to serve", "(optional)", "حسب الرغبة": what a thing is for, never part of its name. */
const purposePattern = /\s*(?:\bfor\b.*|\bto (?:serve|taste|garnish|decorate|sprinkle)\b.*|\bas needed\b.*|\bsuch as\b.*|\be\.g\..*|حسب .*|لل(?:تقديم|قلي|تزيين)\b.*|للتقديم.*|للقلي.*)$/iu;

type Chunk = { text: string; plus: boolean };

/** A line's parts that each carry their own amount ("Spices: 2 tsp salt, 1 tsp …"), and the label before a colon. */
function chunksOf(line: string): { label?: string; chunks: Chunk[] } {
  const { masked, restore } = maskBrackets(line);
  const labelled = /^([^\d:()\uE000]{2,40})[:：]\s*(.+)$/u.exec(masked);
  const body = labelled ? labelled[2]! : masked;
  const chunks: Chunk[] = [];
  for (const piece of body.split(plusBreak)) {
    const parts = piece.split(chunkBreak);
    parts.forEach((part, i) => chunks.push({ text: restore(part).trim(), plus: chunks.length > 0 && i === 0 }));
  }
  return { label: labelled ? restore(labelled[1]!).trim() : undefined, chunks: chunks.filter((chunk) => chunk.text !== "") };
}

/** "juice of 2 lemons" → "2 lemons, juice"; "عصير 2 ليمون" → "2 ليمون، عصير". */
const ofPattern = /^(juice|zest|peel|rind|grated zest|finely grated zest)\s+of\s+(\S+)\s+(.+)$/i;
const arabicOfPattern = /^(عصير|قشر|بشر)\s+(\d\S*)\s+(.+)$/u;

interface Head {
  item: string;
  itemKey: string;
  aisle: Aisle;
  staple: boolean;
  never: boolean;
  part?: string;
  known: boolean;
  /** "a little chopped parsley": named with no amount of its own. */
  vague?: boolean;
}

/** The thing a description names, and the words around it (its preparation). */
function headOf(description: string, arabic: boolean): { heads: Head[]; preparation: string[] } {
  const preparation: string[] = [];
  let text = description.replace(/\(([^)]*)\)/g, (_, inside: string) => {
    if (/optional|اختياري/i.test(inside)) preparation.push("optional");
    return " ";
  });
  const segments = text.split(arabic ? /[,،]/ : /,/).map((segment) => segment.trim());
  // "boneless, skinless chicken thighs": the thing may come after a comma.
  const named = segments.findIndex((segment) => findItem(wordsOf(segment.replace(purposePattern, ""))) !== undefined);
  const first = named > 0 && segments.slice(0, named).every((segment) => !/\d/.test(segment)) ? named : 0;
  text = segments.slice(0, first + 1).join(" ");
  let rest = segments.slice(first + 1);
  // "1 cup chopped coriander, parsley and celery leaves": a list of things after the first comma (not "cloves peeled").
  const onlyThings = (segment: string) => findItem(wordsOf(segment))?.start === 0 && !wordsOf(segment).some((word) => preparationWords.has(word));
  while (rest.length > 0 && onlyThings(rest[0]!.replace(/^and\s+/, "")) && findItem(wordsOf(text))) {
    text = `${text} and ${rest[0]!.replace(/^and\s+/, "")}`;
    rest = rest.slice(1);
  }
  preparation.push(...rest.filter((segment) => segment !== ""));
  const purpose = purposePattern.exec(text);
  if (purpose && purpose.index > 0) {
    preparation.push(purpose[0].trim());
    text = text.slice(0, purpose.index);
  } else if (purpose) {
    preparation.push(purpose[0].trim());
    text = "";
  }
  const order = arabic ? "first" : "last";
  const find = (words: string[]) => findItem(words, order);
  // Alternatives: the first is bought ("ghee or vegetable oil", "lamb or beef"); "green or brown lentils" names one thing.
  const alternatives = text.split(/\s+(?:or|أو|او)\s+/u);
  if (find(wordsOf(alternatives[0]!))) text = alternatives[0]!;
  const heads: Head[] = [];
  // "coriander and parsley" is two things; "ginger and garlic paste", "ماء ورد" one.
  const pieces = text.split(/\s+(?:and|&|و)\s+|\s+و(?=\S)/u);
  const whole = find(wordsOf(text));
  const longestPiece = Math.max(0, ...pieces.map((piece) => find(wordsOf(piece))?.length ?? 0));
  for (const part of whole && whole.length > longestPiece ? [text] : pieces) {
    const words = part.match(/[\p{L}\p{M}][\p{L}\p{M}'’-]*/gu) ?? [];
    const stems = wordsOf(part);
    const found = find(stems);
    const kept = words.filter((word, i) => {
      const stem = stems[i] ?? "";
      if (preparationWords.has(stem)) {
        preparation.push(word);
        return false;
      }
      return !(notIngredient.has(stem) && (!found || i < found.start || i >= found.start + found.length));
    });
    const item = kept.join(" ").trim();
    const vague = /^(?:a little|some|a few)\b/i.test(part.trim());
    if (found) {
      heads.push({ item, itemKey: found.entry.key, aisle: found.entry.aisle, staple: found.entry.staple, never: found.entry.never, part: found.part, known: true, vague });
    } else if (item !== "" && !/^(?:a little|some|a few|extra)$/i.test(part.trim())) {
      heads.push({ item, itemKey: unknownKey(item), aisle: "other", staple: false, never: false, known: false });
    }
  }
  // "and" inside one name the vocabulary knows nothing of ("salt and pepper" both known is two): keep it whole.
  if (heads.length > 1 && heads.some((head) => !head.known)) {
    const whole = heads.map((head) => head.item).join(" and ");
    const first = heads.find((head) => head.known) ?? heads[0]!;
    return { heads: [{ ...first, item: whole }], preparation };
  }
  return { heads, preparation };
}

function parseChunk(text: string, arabic: boolean): { quantity: number | null; quantityMax?: number; unit: string | null; description: string } {
  const swapped = arabic ? text.replace(arabicOfPattern, "$2 $3، $1") : text.replace(ofPattern, "$2 $3, $1");
  const [parsed] = parseIngredient(swapped, arabic ? arabicOptions : englishOptions);
  if (!parsed) return { quantity: null, unit: null, description: text };
  const unit = canonicalUnit(parsed.unitOfMeasureID);
  let quantity = parsed.quantity;
  let description = parsed.description;
  // "1 unit": parse-ingredient keeps a unit with no number in the description ("pinch of salt").
  if (quantity === null && parsed.unitOfMeasureID) quantity = 1;
  if (parsed.unitOfMeasureID === "inch") quantity = quantity === null ? null : quantity * 2.5;
  if (parsed.unitOfMeasureID === "dozen" && quantity !== null) return { quantity: quantity * 12, unit: null, description };
  description = description.replace(/^(?:of|من)\s+/u, "");
  return { quantity, ...(parsed.quantity2 !== null && { quantityMax: parsed.quantity2 }), unit, description };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The things an ingredient line names, each with its amount, unit, item, key and preparation (decision 0069). English
 * lines go through parse-ingredient (amounts, ranges, fractions, units); Arabic ones too, after their
 * digits, fraction words ("نصف", "ربع"), duals ("كوبين") and unit words are brought to its terms. The item and
 * its key come from the vocabulary (ingredient-vocabulary.ts); what is left is the preparation.
 */
export function parseIngredientLine(line: string, language = "en"): ParsedIngredient[] {
  const arabic = language === "ar" || /\p{Script=Arabic}/u.test(line);
  const text = arabic
    ? normalizeArabic(toAsciiDigits(line))
    : toAsciiDigits(line)
        .replace(/[–—]/g, "-")
        .replace(/(\d\s+)(?:thin|thick)\s+(slices?)\b/g, "$1$2")
        // "1 (400 g) can tomatoes" → "1 can (400 g) tomatoes"; "a pinch of salt" → "1 pinch of salt".
        .replace(/^(\S+)\s*(\([^)]*\))\s+(cans?|tins?|packets?|jars?)\b/i, "$1 $3 $2")
        .replace(/^(?:a|an)\s+(?=(?:pinch|dash|handful|can|tin|head|bunch|cup|packet|slice|sprig)\b)/i, "1 ");
  const { label, chunks } = chunksOf(text.trim());
  const labelHead = label ? headOf(label, arabic).heads[0] : undefined;
  // "4 fish fillets, about 180 g each": a weight after a comma is the same thing's, not another one's.
  for (let i = chunks.length - 1; i > 0; i--) {
    if (onlyMetric.test(chunks[i]!.text)) {
      chunks[i - 1]!.text += `, ${chunks[i]!.text}`;
      chunks.splice(i, 1);
    }
  }
  const results: ParsedIngredient[] = [];
  let previous: Head | undefined;
  for (const chunk of chunks) {
    const parsed = parseChunk(chunk.text, arabic);
    const { heads: found, preparation } = headOf(parsed.description, arabic);
    let heads = found;
    // "Salt: 1 tsp for the chicken", "2 l water, plus 1 cup for the flour": the amount is of the label's or the previous thing.
    if (heads.length === 0) {
      const inherited = chunk.plus ? (previous ?? labelHead) : (labelHead ?? previous);
      if (!inherited) continue;
      heads = [inherited];
    }
    const metric = metricIn(parsed.description);
    const share = heads.filter((head) => !head.vague).length || 1;
    heads.forEach((head) => {
      previous = head;
      // "a little chopped parsley" after "1 pinch paprika and": no amount of its own.
      const quantity = parsed.quantity === null || head.vague ? null : round(parsed.quantity / share);
      const quantityMax = parsed.quantityMax === undefined || head.vague ? undefined : round(parsed.quantityMax / share);
      let unit = head.vague ? null : parsed.unit;
      if (unit === null && head.part && !head.vague) unit = head.part;
      let itemKey = head.itemKey;
      itemKey = unitForms[unit ?? ""]?.[itemKey] ?? itemKey;
      const entry = entryByKey.get(itemKey);
      const result: ParsedIngredient = {
        quantity,
        ...(quantityMax !== undefined && quantityMax !== null && { quantityMax }),
        unit,
        item: head.item,
        itemKey,
        preparation: preparation.join(", "),
        aisle: entry?.aisle ?? head.aisle,
        ...((entry?.staple ?? head.staple) && { staple: true as const }),
        ...((entry?.never ?? head.never) && { never: true as const }),
      };
      if (metric && share === 1) {
        const perOne = quantity !== null && (metric.each || unit === "can" || unit === "packet");
        result.metric = { quantity: round(perOne ? metric.quantity * (quantityMax ?? quantity!) : metric.quantity), unit: metric.unit };
      }
      results.push(result);
    });
  }
  return results;
}

/** Every line of a recipe, parsed: one list per line (`[]` for a line that names nothing to buy). */
export const parseIngredientLines = (lines: string[], language = "en") => lines.map((line) => parseIngredientLine(line, language));
