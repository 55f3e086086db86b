import type { HelperLanguageCode } from "./languages";

/**
 * The WhatsApp message's own words, in the helper's language (issue 5 item 3): the heading over the
 * ingredient list and the one over the numbered steps, as recipes in that language usually name them.
 */
export const helperHeadings: Record<HelperLanguageCode, { ingredients: string; instructions: string }> = {
  en: { ingredients: "Ingredients", instructions: "Instructions" },
  ar: { ingredients: "المكونات", instructions: "طريقة التحضير" },
  fil: { ingredients: "Mga Sangkap", instructions: "Paraan ng Pagluluto" },
  am: { ingredients: "ግብዓቶች", instructions: "አዘገጃጀት" },
  hi: { ingredients: "सामग्री", instructions: "बनाने की विधि" },
  ms: { ingredients: "Bahan-bahan", instructions: "Cara Memasak" },
  si: { ingredients: "අවශ\u0DCA\u200Dය ද\u0DCA\u200Dරව\u0DCA\u200Dය", instructions: "සාදන ආකාරය" },
  ne: { ingredients: "सामग्री", instructions: "बनाउने तरिका" },
  id: { ingredients: "Bahan-bahan", instructions: "Cara Membuat" },
  bn: { ingredients: "উপকরণ", instructions: "প্রস্তুত প্রণালী" },
  ta: { ingredients: "தேவையான பொருட்கள்", instructions: "செய்முறை" },
  ur: { ingredients: "اجزاء", instructions: "ترکیب" },
  sw: { ingredients: "Mahitaji", instructions: "Maelekezo" },
  fr: { ingredients: "Ingrédients", instructions: "Préparation" },
  lg: { ingredients: "Ebirungo", instructions: "Engeri y'okufumba" },
  my: { ingredients: "ပါဝင်ပစ္စည်းများ", instructions: "ချက်ပြုတ်နည်း" },
  ml: { ingredients: "ചേരുവകൾ", instructions: "തയ്യാറാക്കുന്ന വിധം" },
};
