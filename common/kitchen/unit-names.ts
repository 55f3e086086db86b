import type { BuyUnit } from "./shopping-list";

/**
 * The list's units as each helper language writes them on a shopping list (decision 0070), in its own script; a word
 * with plural forms gives them by Intl.PluralRules category (a missing category uses "other").
 */
type Forms = string | Partial<Record<Intl.LDMLPluralRule, string>>;

export const unitNames: Record<string, Record<BuyUnit, Forms>> = {
  en: {
    g: "g", kg: "kg", ml: "ml", l: "l", tsp: "tsp", tbsp: "tbsp", cm: "cm",
    cup: { one: "cup", other: "cups" }, head: { one: "head", other: "heads" }, bunch: { one: "bunch", other: "bunches" },
    can: { one: "can", other: "cans" }, packet: { one: "packet", other: "packets" }, slice: { one: "slice", other: "slices" },
  },
  ar: {
    g: "غرام", kg: "كيلو", ml: "مل", l: "لتر", cm: "سم",
    tsp: { other: "ملعقة صغيرة", few: "ملاعق صغيرة" }, tbsp: { other: "ملعقة كبيرة", few: "ملاعق كبيرة" },
    cup: { other: "كوب", few: "أكواب" }, head: { other: "رأس", few: "رؤوس" }, bunch: { other: "ربطة", few: "ربطات" },
    can: { other: "علبة", few: "علب" }, packet: { other: "كيس", few: "أكياس" }, slice: { other: "شريحة", few: "شرائح" },
  },
  fil: { g: "g", kg: "kilo", ml: "ml", l: "litro", tsp: "kutsarita", tbsp: "kutsara", cup: "tasa", head: "ulo", bunch: "tali", can: "lata", packet: "pakete", slice: "hiwa", cm: "cm" },
  am: { g: "ግራም", kg: "ኪሎ", ml: "ሚሊ ሊትር", l: "ሊትር", tsp: "የሻይ ማንኪያ", tbsp: "የሾርባ ማንኪያ", cup: "ኩባያ", head: "ራስ", bunch: "እስር", can: "ቆርቆሮ", packet: "ፓኬት", slice: "ቁራጭ", cm: "ሳ.ሜ" },
  hi: { g: "ग्राम", kg: "किलो", ml: "मि.ली.", l: "लीटर", tsp: { one: "छोटा चम्मच", other: "छोटे चम्मच" }, tbsp: { one: "बड़ा चम्मच", other: "बड़े चम्मच" }, cup: "कप", head: "गाँठ", bunch: "गड्डी", can: "डिब्बा", packet: "पैकेट", slice: "स्लाइस", cm: "सेमी" },
  ms: { g: "g", kg: "kg", ml: "ml", l: "liter", tsp: "sudu kecil", tbsp: "sudu besar", cup: "cawan", head: "labu", bunch: "ikat", can: "tin", packet: "bungkus", slice: "hiris", cm: "cm" },
  si: { g: "ග්‍රෑම්", kg: "කිලෝ", ml: "මි.ලී.", l: "ලීටර්", tsp: "තේ හැඳි", tbsp: "මේස හැඳි", cup: "කෝප්ප", head: "ගෙඩි", bunch: "මිටි", can: "ටින්", packet: "පැකට්", slice: "පෙති", cm: "සෙ.මී." },
  ne: { g: "ग्राम", kg: "केजी", ml: "मि.लि.", l: "लिटर", tsp: "सानो चम्चा", tbsp: "ठूलो चम्चा", cup: "कप", head: "पोटी", bunch: "मुठा", can: "डब्बा", packet: "प्याकेट", slice: "टुक्रा", cm: "से.मि." },
  id: { g: "g", kg: "kg", ml: "ml", l: "liter", tsp: "sdt", tbsp: "sdm", cup: "gelas", head: "bonggol", bunch: "ikat", can: "kaleng", packet: "bungkus", slice: "iris", cm: "cm" },
  bn: { g: "গ্রাম", kg: "কেজি", ml: "মি.লি.", l: "লিটার", tsp: "চা চামচ", tbsp: "টেবিল চামচ", cup: "কাপ", head: "গোটা", bunch: "আঁটি", can: "টিন", packet: "প্যাকেট", slice: "টুকরো", cm: "সেমি" },
  ta: { g: "கிராம்", kg: "கிலோ", ml: "மி.லி.", l: "லிட்டர்", tsp: "தேக்கரண்டி", tbsp: "மேசைக்கரண்டி", cup: "கப்", head: "முழு", bunch: "கட்டு", can: "டின்", packet: "பாக்கெட்", slice: "துண்டு", cm: "செ.மீ." },
  ur: { g: "گرام", kg: "کلو", ml: "ملی لیٹر", l: "لیٹر", tsp: { one: "چائے کا چمچ", other: "چائے کے چمچ" }, tbsp: { one: "کھانے کا چمچ", other: "کھانے کے چمچ" }, cup: "کپ", head: "گٹھی", bunch: "گڈی", can: "ڈبہ", packet: "پیکٹ", slice: "ٹکڑا", cm: "سینٹی میٹر" },
  sw: {
    g: "gramu", kg: "kilo", ml: "ml", l: "lita", cm: "sm",
    tsp: { one: "kijiko kidogo", other: "vijiko vidogo" }, tbsp: { one: "kijiko kikubwa", other: "vijiko vikubwa" }, cup: { one: "kikombe", other: "vikombe" },
    head: { one: "kichwa", other: "vichwa" }, bunch: { one: "fungu", other: "mafungu" }, can: { one: "kopo", other: "makopo" },
    packet: "pakiti", slice: { one: "kipande", other: "vipande" },
  },
  fr: {
    g: "g", kg: "kg", ml: "ml", l: "l", tsp: "c. à café", tbsp: "c. à soupe", cm: "cm",
    cup: { one: "tasse", other: "tasses" }, head: { one: "tête", other: "têtes" }, bunch: { one: "botte", other: "bottes" },
    can: { one: "boîte", other: "boîtes" }, packet: { one: "paquet", other: "paquets" }, slice: { one: "tranche", other: "tranches" },
  },
  lg: {
    g: "gulaamu", kg: "kilo", ml: "mililita", l: "lita", tsp: "akajiiko akatono", tbsp: "ekijiiko ekinene", cm: "sentimita",
    cup: { one: "ekikopo", other: "ebikopo" }, head: { one: "omutwe", other: "emitwe" }, bunch: { one: "omuganda", other: "emiganda" },
    can: { one: "omukebe", other: "emikebe" }, packet: "paketi", slice: { one: "ekitundu", other: "ebitundu" },
  },
  my: { g: "ဂရမ်", kg: "ကီလို", ml: "မီလီလီတာ", l: "လီတာ", tsp: "လက်ဖက်ရည်ဇွန်း", tbsp: "စားပွဲဇွန်း", cup: "ခွက်", head: "ဥ", bunch: "စည်း", can: "ဗူး", packet: "ထုပ်", slice: "ချပ်", cm: "စင်တီမီတာ" },
  ml: { g: "ഗ്രാം", kg: "കിലോ", ml: "മി.ലി.", l: "ലിറ്റർ", tsp: "ടീസ്പൂൺ", tbsp: "ടേബിൾസ്പൂൺ", cup: "കപ്പ്", head: "കുടം", bunch: "കെട്ട്", can: "ടിൻ", packet: "പാക്കറ്റ്", slice: "കഷണം", cm: "സെ.മീ." },
};

/** A unit's word in `language` for `value` of it (English where a language lacks the table). */
export function unitName(unit: BuyUnit, value: number, language: string): string {
  const forms = (unitNames[language] ?? unitNames.en!)[unit];
  if (typeof forms === "string") return forms;
  let category: Intl.LDMLPluralRule = "other";
  try {
    // "¼ cup", "½ tasse": a part of one is read as one.
    category = new Intl.PluralRules(language).select(value < 1 ? 1 : value);
  } catch {
    // A runtime without the language's plural rules: the general form.
  }
  return forms[category] ?? forms.other ?? Object.values(forms)[0]!;
}
