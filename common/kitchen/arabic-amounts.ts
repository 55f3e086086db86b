/**
 * Arabic amounts brought to parse-ingredient's terms (decision 0069): it reads numbers and unit words it is told of, so
 * an Arabic line gets ASCII digits (digits.ts), "½" for "نصف", "2 كوب" for the dual "كوبين", and "1" before a
 * unit named with no number ("كوب أرز", "رشة ملح"). Written here: no maintained parser reads Arabic lines.
 */

type Unit = { short: string; plural: string; alternates: string[]; canonical: string };

/** Arabic unit words, as parse-ingredient's additionalUOMs (the id is ours; `canonical` is the list's unit). */
export const arabicUnits: Record<string, Unit> = {
  ar_tbsp: { short: "ملعقة كبيرة", plural: "ملاعق كبيرة", alternates: ["ملعقة طعام", "ملاعق طعام", "م.ك", "م ك", "ملعقة كبيره"], canonical: "tbsp" },
  ar_tsp: { short: "ملعقة صغيرة", plural: "ملاعق صغيرة", alternates: ["ملعقة شاي", "ملاعق شاي", "م.ص", "م ص", "ملعقة صغيره"], canonical: "tsp" },
  ar_cup: { short: "كوب", plural: "أكواب", alternates: ["اكواب", "كاس", "كأس", "فنجان"], canonical: "cup" },
  ar_g: { short: "غ", plural: "غرامات", alternates: ["غرام", "جرام", "جم", "غم", "جرامات", "غراماً", "جراما"], canonical: "g" },
  ar_kg: { short: "كغ", plural: "كيلوغرامات", alternates: ["كيلو", "كيلوغرام", "كيلوجرام", "كجم", "كيلوات"], canonical: "kg" },
  ar_ml: { short: "مل", plural: "مليلترات", alternates: ["ملل", "مليلتر", "ملليلتر"], canonical: "ml" },
  ar_l: { short: "لتر", plural: "لترات", alternates: ["ليتر", "ليترات"], canonical: "l" },
  ar_pinch: { short: "رشة", plural: "رشات", alternates: ["رشه", "قليل من"], canonical: "pinch" },
  ar_can: { short: "علبة", plural: "علب", alternates: ["علبه", "علبتين", "معلبة"], canonical: "can" },
  ar_clove: { short: "فص", plural: "فصوص", alternates: ["فصين", "فصوص من"], canonical: "clove" },
  ar_bunch: { short: "ربطة", plural: "ربطات", alternates: ["حزمة", "حزم", "ربطه", "حزمه", "باقة"], canonical: "bunch" },
  ar_head: { short: "رأس", plural: "رؤوس", alternates: ["راس"], canonical: "head" },
  ar_slice: { short: "شريحة", plural: "شرائح", alternates: ["شريحه"], canonical: "slice" },
  ar_packet: { short: "كيس", plural: "أكياس", alternates: ["اكياس", "باكيت", "علبة صغيرة"], canonical: "packet" },
  ar_stick: { short: "عود", plural: "أعواد", alternates: ["اعواد", "عيدان"], canonical: "stick" },
};

/** Duals name two of a unit or a thing in one word: "كوبين" is "2 كوب". */
const duals: [RegExp, string][] = [
  [/(^|\s)كوبين|كوبان/u, "$12 كوب"],
  [/(^|\s)(?:ملعقتين|ملعقتان)\s+(?:كبيرتين|كبيرتان)/u, "$12 ملعقة كبيرة"],
  [/(^|\s)(?:ملعقتين|ملعقتان)\s+(?:صغيرتين|صغيرتان)/u, "$12 ملعقة صغيرة"],
  [/(^|\s)(?:كيلوين|كيلوان)/u, "$12 كيلو"],
  [/(^|\s)(?:علبتين|علبتان)/u, "$12 علبة"],
  [/(^|\s)(?:فصين|فصان)/u, "$12 فص"],
  [/(^|\s)(?:حبتين|حبتان)/u, "$12 "],
  [/(^|\s)(?:بصلتين|بصلتان)/u, "$12 بصل"],
  [/(^|\s)(?:بيضتين|بيضتان)/u, "$12 بيض"],
  [/(^|\s)(?:ليمونتين|ليمونتان)/u, "$12 ليمون"],
  [/(^|\s)(?:رأسين|رأسان)/u, "$12 رأس"],
];

const numberWords: [RegExp, string][] = [
  [/^(?:واحد|واحدة)\s+/u, "1 "],
  [/^(?:اثنين|اثنان|إثنين)\s+/u, "2 "],
  [/^(?:ثلاث|ثلاثة)\s+/u, "3 "],
  [/^(?:أربع|أربعة|اربع|اربعة)\s+/u, "4 "],
  [/^(?:خمس|خمسة)\s+/u, "5 "],
  [/^(?:ست|ستة)\s+/u, "6 "],
];

const fractionWords: Record<string, string> = { نصف: "½", نص: "½", ربع: "¼", ثلث: "⅓", "ثلاثة أرباع": "¾", "ثلاث أرباع": "¾", ثلثين: "⅔", ثلثي: "⅔" };
const fractionAlternation = Object.keys(fractionWords).sort((a, b) => b.length - a.length).join("|");

const unitWords = Object.values(arabicUnits)
  .flatMap((unit) => [unit.short, unit.plural, ...unit.alternates])
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * An Arabic line (ASCII digits already) in parse-ingredient's terms: "٢ كوب ونصف" → "2½ كوب"; "نصف كوب" → "½ كوب";
 * "كوب ونص" → "1½ كوب"; "كوبين" → "2 كوب"; "3 حبات طماطم" → "3 طماطم"; "رشة ملح" → "1 رشة ملح".
 */
export function normalizeArabic(line: string): string {
  let text = line.replace(/٫/g, ".").replace(/،/g, "، ").replace(/\s+/g, " ").trim();
  for (const [pattern, replacement] of duals) text = text.replace(pattern, replacement);
  // "نصف كوب", "ربع كيلو", "ثلاثة أرباع كوب": a fraction word before a unit or a thing (before "ثلاثة" reads as 3).
  text = text.replace(new RegExp(`^(${fractionAlternation})\\s+`, "u"), (_, fraction: string) => `${fractionWords[fraction]} `);
  for (const [pattern, replacement] of numberWords) text = text.replace(pattern, replacement);
  // "2 كوب ونصف", "كوب ونص": the fraction after the unit belongs to the number before it.
  text = text.replace(new RegExp(`^(\\d+(?:\\.\\d+)?\\s+)?(${unitWords})\\s+و(${fractionAlternation})(?=\\s|$)`, "u"), (_, number: string | undefined, unit: string, fraction: string) => {
    return `${(number ?? "1").trim()}${fractionWords[fraction]} ${unit}`;
  });
  // "حبة", "حبات", "عدد": a count's word, not a unit.
  text = text.replace(/^(\S+\s+)(?:حبات|حبة|حبه|عدد)\s+/u, "$1").replace(/^(?:حبة|حبه)\s+/u, "1 ");
  // A unit with no number before it is one of it.
  if (new RegExp(`^(?:${unitWords})(?=\\s)`, "u").test(text)) text = `1 ${text}`;
  return text;
}
