import type { Difficulty, RecipeCategory } from "../../../../common/cuisines";
import { onlyDurationMinutes } from "./durations";
import { categoryOf, cuisineLabelOf, difficultyOf } from "./labels";
import { servingsOfText, servingsOfValue } from "./servings";
import { otherHeadingWords } from "./heading-words";
import { comparable, undecorated, wordCount } from "./text-lines";

export type Section = "ingredients" | "steps" | "notes" | "skip";

/**
 * Headings as written in English and Arabic (and the commonest Urdu and Hindi ones), compared in
 * `comparable` form (ة as ه, أ as ا).
 */
const headingWords: Record<Section, string[]> = {
  ingredients: [
    "ingredients", "ingredient", "ingredients list", "ingredient list", "you will need", "you'll need", "you need",
    "what you need", "what you'll need", "what you will need", "shopping list",
    "المكونات", "مكونات", "المقادير", "مقادير", "المكونات المطلوبه", "المقادير المطلوبه", "مكونات الوصفه", "مقادير الوصفه",
    "نحتاج", "نحتاج الي", "سنحتاج", "سنحتاج الي", "الاحتياجات",
    "اجزاء", "اجزا", "سامان", "सामग्री", "सामान",
  ],
  steps: [
    "method", "instructions", "instruction", "directions", "direction", "preparation", "steps", "step by step",
    "how to make", "how to make it", "how to cook", "how to cook it", "how to prepare", "how to prepare it",
    "method of preparation", "cooking method", "cooking instructions", "procedure", "to serve",
    "الطريقه", "طريقه التحضير", "التحضير", "طريقه العمل", "طريقه الطبخ", "طريقه الطهي", "طريقه الطهو", "الخطوات",
    "خطوات التحضير", "خطوات العمل", "خطوات الطبخ", "طريقه التحضير والطبخ", "طريقه عملها", "طريقه التقديم", "التقديم", "للتقديم",
    "ترکیب", "طریقہ", "طریقہ کار", "بنانے کا طریقہ", "विधि", "बनाने की विधि",
  ],
  notes: [
    "notes", "note", "tips", "tip", "recipe notes", "cook's notes", "chef's tips", "tips and tricks", "variations", "storage",
    "ملاحظات", "ملاحظه", "نصائح", "نصيحه", "ملاحظات مهمه", "ملاحظه مهمه",
  ],
  skip: [
    "nutrition", "nutrition facts", "nutrition information", "nutritional information", "equipment", "video",
    "watch the video", "القيمه الغذائيه", "الادوات", "الادوات المطلوبه", "المعدات",
  ],
};

/** The English and Arabic words, then every other language's (heading-words.ts). */
const allHeadingWords = Object.fromEntries(
  (Object.keys(headingWords) as Section[]).map((section) => [section, [...headingWords[section], ...otherHeadingWords[section]]]),
) as Record<Section, string[]>;

export type Heading = { section: Section; content: string; qualifier: string };

/**
 * A section heading ("Ingredients", "*المقادير:*", "🥘 طريقة التحضير", "Ingredients for the dough:"), with the
 * text after its colon when the first item is on the same line ("Method: Wash the rice…"). A heading followed
 * by words ("Ingredients for the dough") counts only when set apart: a colon, *bold*, # or emoji.
 */
export function headingOf(text: string, setApart: boolean): Heading | undefined {
  const colon = /[:：]/.exec(text.slice(0, 80));
  if (!colon && text.length > 80) return undefined;
  const label = colon ? text.slice(0, colon.index) : text;
  const content = colon ? text.slice(colon.index + 1).trim() : "";
  const qualifier = /\(([^)]*)\)/.exec(label)?.[1] ?? "";
  const words = comparable(label.replace(/\([^)]*\)/, " ")).split(" ");
  // The label's first words, looked up; of several that name a heading, the one listed first wins.
  let found: { rank: number; heading: Heading } | undefined;
  for (let count = 1; count <= Math.min(longestHeading, words.length); count += 1) {
    const known = headingIndex.get(words.slice(0, count).join(" "));
    if (!known || (found && found.rank < known.rank)) continue;
    const rest = words.slice(count).join(" ");
    if (count === words.length) found = { rank: known.rank, heading: { section: known.section, content, qualifier } };
    else if (wordCount(rest) <= 4 && (colon || setApart) && !content) found = { rank: known.rank, heading: { section: known.section, content, qualifier: rest } };
  }
  return found?.heading;
}

/** Each heading's section and its place in the lists above, looked up by its words rather than tried one by one. */
const headingIndex = new Map<string, { section: Section; rank: number }>();
for (const [section, vocabulary] of Object.entries(allHeadingWords) as [Section, string[]][]) {
  for (const word of vocabulary) if (!headingIndex.has(word)) headingIndex.set(word, { section, rank: headingIndex.size });
}
const longestHeading = Math.max(...[...headingIndex.keys()].map((word) => word.split(" ").length));

export type Meta = {
  servings?: number;
  /** What a recipe makes ("Makes 30", "الكمية: ٣٠ حبة"): the servings only when no line says how many it serves. */
  yield?: number;
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  cuisineType?: string | null;
  category?: RecipeCategory;
  difficulty?: Difficulty;
};

const separator = String.raw`(?=[\s:：\-–]|$)[\s:：\-–]*`;
const labelled = (labels: string) => new RegExp(String.raw`^(?:${labels})${separator}(.*)$`, "iu");

const timeLabels: [keyof Meta | "other", RegExp][] = [
  ["prepTime", labelled(String.raw`prep|prep time|preparation time|prep\.? time|(?:وقت|مد[ةه]|زمن)\s+(?:ال)?تحضير|التحضير`)],
  ["cookTime", labelled(String.raw`cook|cooking|cook time|cooking time|bake|baking|bake time|baking time|oven time|(?:وقت|مد[ةه]|زمن)\s+(?:ال)?(?:طبخ|طهي|طهو|شوي|خبز)|الطبخ|الطهي|الطهو`)],
  ["totalTime", labelled(String.raw`total|total time|ready in|time|takes|it takes|(?:ال)?(?:وقت|مد[ةه])\s+(?:ال)?(?:كلي|إجمالي|اجمالي)|الوقت|المد[ةه]|[تي]ستغرق`)],
  ["other", labelled(String.raw`(?:marinating|marinate|marination|resting|rest|chilling|chill|soaking|soak|inactive|additional|rising|proofing|freezing|cooling|setting)(?:\s+time)?|(?:وقت|مد[ةه])\s+(?:ال)?(?:تتبيل|نقع|راح[ةه]|تخمير|تبريد)`)],
];
const servingsLabel = labelled(String.raw`serves|servings?|feeds|portions?|[يت]كف[يى](?:\s*(?:لـ|ل))?|(?:عدد\s+)?(?:ال)?(?:أشخاص|اشخاص|أفراد|افراد|حصص)`);
const yieldLabel = labelled(String.raw`yield|yields|makes|الكمي[ةه]|العدد`);
const strictServingsLabel = labelled(String.raw`for`);
const cuisineLabel = labelled(String.raw`cuisine|(?:نوع\s+)?المطبخ`);
const categoryLabel = labelled(String.raw`course|category|meal|meal type|dish type|type|النوع|الصنف|التصنيف|الفئ[ةه]|نوع الطبق|الطبق`);
const difficultyLabel = labelled(String.raw`difficulty|level|skill level|skill|(?:مستوى|درج[ةه])?\s*(?:ال)?صعوب[ةه]|المستوى`);
const ignoredLabel = labelled(String.raw`calories|kcal|author|recipe by|keywords?|cost|estimated cost|السعرات(?:\s+الحراري[ةه])?|المؤلف|الكاتب`);

/** One fact about the recipe: "Serves 4", "Prep: 15 min", "وقت الطبخ: ساعة", "Course Main Course". */
function metaPartOf(text: string): Meta | undefined {
  const part = undecorated(text).replace(/[\u064b-\u065f\u0670\u0640]/g, "");
  for (const [key, pattern] of timeLabels) {
    const value = pattern.exec(part)?.[1];
    const minutes = value === undefined ? null : onlyDurationMinutes(value);
    if (minutes !== null) return key === "other" ? {} : { [key]: minutes };
  }
  for (const [key, pattern] of [["servings", servingsLabel], ["yield", yieldLabel]] as const) {
    const value = pattern.exec(part)?.[1];
    const count = value !== undefined && wordCount(value) <= 4 ? servingsOfText(value) : null;
    if (count !== null) return { [key]: count };
  }
  const strictValue = strictServingsLabel.exec(part)?.[1];
  const servings = strictValue === undefined ? servingsOfValue(part, true) : servingsOfValue(strictValue);
  if (servings !== null) return { servings };
  const colon = /[:：]/.test(text);
  const cuisineValue = cuisineLabel.exec(part)?.[1];
  if (cuisineValue && wordCount(cuisineValue) <= 4) {
    const cuisineType = cuisineLabelOf(cuisineValue);
    if (cuisineType || colon) return { cuisineType };
  }
  const categoryValue = categoryLabel.exec(part)?.[1];
  const category = categoryValue && wordCount(categoryValue) <= 4 ? categoryOf(categoryValue) : null;
  if (category) return { category };
  const difficulty = difficultyOf(difficultyLabel.exec(part)?.[1] ?? "");
  if (difficulty) return { difficulty };
  if (ignoredLabel.test(part) && wordCount(part) <= 6) return {};
  return undefined;
}

/** The facts a line states, when it states nothing else ("Prep: 15 min | Cook: 30 min | Serves 4", "Takes 45 minutes. Serves 4."). */
export function metaOf(text: string): Meta | undefined {
  const parts = text.split(/\s*[|•·]\s*|\s{3,}|\t|(?<=[.!])\s+/).filter((part) => part.trim());
  if (parts.length === 0) return undefined;
  const facts: Meta = {};
  for (const part of parts) {
    const fact = metaPartOf(part);
    if (!fact) return undefined;
    Object.assign(facts, fact);
  }
  return facts;
}
