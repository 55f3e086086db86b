import { cuisines, type Difficulty, type RecipeCategory } from "../../../../common/cuisines";

/**
 * Words recipe sites and people use for a cuisine, by the canonical label they belong to (grouped as the
 * bundled catalogue groups its dishes: Filipino is Asian, Moroccan African, Greek Mediterranean, Italian Western).
 */
const cuisineWords: Record<string, string[]> = {
  Khaleeji: ["khaleeji", "gulf", "emirati", "uae", "saudi", "saudi arabian", "kuwaiti", "qatari", "bahraini", "omani", "arabian", "yemeni",
    "خليجي", "خليجية", "إماراتي", "اماراتي", "إماراتية", "اماراتية", "سعودي", "سعودية", "كويتي", "كويتية", "قطري", "قطرية", "بحريني", "بحرينية", "عماني", "عمانية", "يمني", "يمنية"],
  "Middle Eastern": ["middle eastern", "middle east", "arab", "arabic", "levantine", "lebanese", "syrian", "palestinian", "jordanian", "iraqi", "egyptian",
    "شرق أوسطي", "شرقي", "شرقية", "عربي", "عربية", "شامي", "شامية", "لبناني", "لبنانية", "سوري", "سورية", "فلسطيني", "فلسطينية", "أردني", "أردنية", "اردني", "اردنية", "عراقي", "عراقية", "مصري", "مصرية"],
  Asian: ["asian", "chinese", "japanese", "korean", "thai", "vietnamese", "filipino", "philippine", "indonesian", "malaysian", "singaporean",
    "آسيوي", "اسيوي", "آسيوية", "اسيوية", "صيني", "صينية", "ياباني", "يابانية", "كوري", "كورية", "تايلندي", "تايلندية", "فلبيني", "فلبينية"],
  Western: ["western", "american", "british", "english", "french", "italian", "german", "european", "continental", "irish", "scottish",
    "غربي", "غربية", "أمريكي", "امريكي", "أمريكية", "امريكية", "إيطالي", "ايطالي", "إيطالية", "ايطالية", "فرنسي", "فرنسية", "أوروبي", "اوروبي"],
  Indian: ["indian", "pakistani", "sri lankan", "bangladeshi", "nepali", "nepalese", "south asian", "desi", "hyderabadi", "kerala", "punjabi",
    "هندي", "هندية", "باكستاني", "باكستانية"],
  Mediterranean: ["mediterranean", "greek", "spanish", "cypriot", "portuguese", "يوناني", "يونانية", "متوسطي", "متوسطية", "إسباني", "اسباني"],
  African: ["african", "moroccan", "ethiopian", "eritrean", "nigerian", "ghanaian", "kenyan", "south african", "tunisian", "algerian", "sudanese", "somali", "north african", "west african",
    "أفريقي", "افريقي", "أفريقية", "افريقية", "مغربي", "مغربية", "تونسي", "تونسية", "جزائري", "جزائرية", "سوداني", "سودانية", "إثيوبي", "اثيوبي"],
  Turkish: ["turkish", "ottoman", "تركي", "تركية"],
  Persian: ["persian", "iranian", "afghan", "فارسي", "فارسية", "إيراني", "ايراني", "إيرانية", "ايرانية"],
  "South American": ["south american", "latin american", "mexican", "brazilian", "peruvian", "argentinian", "argentine", "colombian", "chilean", "venezuelan", "tex-mex",
    "مكسيكي", "مكسيكية", "برازيلي", "برازيلية", "لاتيني", "لاتينية"],
  Caribbean: ["caribbean", "jamaican", "cuban", "trinidadian", "haitian", "puerto rican", "dominican", "barbadian", "كاريبي", "كاريبية", "جامايكي"],
};

const labelOfWord = new Map(Object.entries(cuisineWords).flatMap(([label, words]) => words.map((word) => [word, label])));

function words(value: string): string[] {
  return value
    .toLowerCase()
    .split(/\s*(?:[,،/|;&]|\band\b|\s+و)\s*/)
    .map((part) => part.replace(/\b(?:cuisine|food|style|recipes?)\b|(?:ال)?مطبخ|(?:ال)?أكل/g, "").trim())
    .filter(Boolean);
}

/** The canonical cuisine label (common/cuisines.ts) of a cuisine as a page or a person names it, else null. */
export function cuisineLabelOf(value: unknown): string | null {
  for (const text of texts(value)) {
    for (const part of words(text)) {
      const canonical = cuisines.find((cuisine) => cuisine.key === part.replace(/[\s-]+/g, ""));
      if (canonical) return canonical.label;
      const label = labelOfWord.get(part) ?? labelOfWord.get(part.replace(/^ال/, ""));
      if (label) return label;
    }
  }
  return null;
}

const categoryWords: [RecipeCategory, RegExp][] = [
  ["dessert", /dessert|sweet|cake|cookie|biscuit|pudding|pastr|baking|حلو|حلى|حلا|كيك|كعك/],
  ["drink", /drink|beverage|juice|smoothie|shake|cocktail|\b(?:tea|coffee|lassi)\b|مشروب|عصير|شاي|قهوة|قهوه/],
  ["starter", /starter|appeti[sz]er|soup|salad|\b(?:sides?|side dish|snacks?|mezzes?|mezes?|dips?)\b|مقبل|شوربة|شوربه|سلطة|سلطه|سناك/],
  ["main", /main|dinner|lunch|supper|entree|dish|رئيسي|رئيسية|غداء|غدا|عشاء|عشا|طبق/],
];

/** The category of a recipeCategory or "Course" value ("Main Course" → main, "Appetizer" → starter), else null. */
export function categoryOf(value: unknown): RecipeCategory | null {
  for (const text of texts(value)) {
    const lower = text.toLowerCase().trim();
    // Pages that mark up a Recipe are mostly American, where an entrée is the main course.
    if (/^entr[ée]es?$/.test(lower)) return "main";
    for (const [category, pattern] of categoryWords) if (pattern.test(lower)) return category;
  }
  return null;
}

const difficultyWords: [Difficulty, RegExp][] = [
  ["Easy", /^(?:easy|very easy|simple|beginner|basic|سهل|سهلة|سهله|سهل جدا|بسيط|بسيطة|مبتدئ)$/],
  ["Medium", /^(?:medium|moderate|intermediate|average|متوسط|متوسطة|متوسطه)$/],
  ["Hard", /^(?:hard|difficult|advanced|challenging|expert|صعب|صعبة|صعبه|متقدم)$/],
];

/** The difficulty of a "Difficulty: …" value, else null. */
export function difficultyOf(value: string): Difficulty | null {
  const lower = value.toLowerCase().replace(/[.!]/g, "").trim();
  return difficultyWords.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

function texts(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string");
  return [];
}
