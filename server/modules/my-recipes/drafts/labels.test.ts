import { describe, expect, it } from "vitest";
import { categoryOf, cuisineLabelOf, difficultyOf } from "./labels";
import { sourceLanguageOf } from "../../../../common/source-language";

describe("cuisineLabelOf", () => {
  it.each([
    ["Middle Eastern", "Middle Eastern"],
    ["middle-eastern", "Middle Eastern"],
    ["Lebanese", "Middle Eastern"],
    [["American", "Italian"], "Western"],
    ["Emirati cuisine", "Khaleeji"],
    ["Filipino", "Asian"],
    ["Moroccan", "African"],
    ["Mexican", "South American"],
    ["Jamaican", "Caribbean"],
    ["Iranian", "Persian"],
    ["المطبخ اللبناني", "Middle Eastern"],
    ["إماراتي", "Khaleeji"],
    ["هندي", "Indian"],
  ])("names %j as %s", (value, label) => {
    expect(cuisineLabelOf(value)).toBe(label);
  });

  it("answers null for a cuisine it does not know", () => {
    expect(cuisineLabelOf("Martian")).toBeNull();
    expect(cuisineLabelOf(42)).toBeNull();
  });
});

describe("categoryOf and difficultyOf", () => {
  it.each([
    ["Main Course", "main"],
    ["Dinner", "main"],
    ["Entrée", "main"],
    ["Appetizer", "starter"],
    ["Soup", "starter"],
    ["Dessert", "dessert"],
    ["Drinks", "drink"],
    ["Beverage", "drink"],
    ["حلويات", "dessert"],
    ["طبق رئيسي", "main"],
    ["مشروبات", "drink"],
  ])("files %s under %s", (value, category) => {
    expect(categoryOf(value)).toBe(category);
  });

  it("leaves a category it cannot place, and does not read a steak as tea", () => {
    expect(categoryOf("Breakfast")).toBeNull();
    expect(categoryOf("Steak")).toBeNull();
  });

  it("reads difficulties in English and Arabic", () => {
    expect([difficultyOf("easy"), difficultyOf("Intermediate"), difficultyOf("صعبة"), difficultyOf("so-so")]).toEqual([
      "Easy",
      "Medium",
      "Hard",
      null,
    ]);
  });
});

describe("sourceLanguageOf", () => {
  it("tells the language by the script most letters are in", () => {
    expect(sourceLanguageOf("مجبوس دجاج مع 1 tsp salt")).toBe("ar");
    expect(sourceLanguageOf("Chicken machboos")).toBe("en");
    expect(sourceLanguageOf("चिकन करी बनाने की विधि")).toBe("hi");
    expect(sourceLanguageOf("চিকেন কারি")).toBe("bn");
    expect(sourceLanguageOf("கோழி குழம்பு")).toBe("ta");
    expect(sourceLanguageOf("ዶሮ ወጥ")).toBe("am");
    expect(sourceLanguageOf("12 / 4")).toBe("en");
  });

  it("tells Urdu from Arabic by the letters only Urdu writes", () => {
    expect(sourceLanguageOf("چکن کو تیل میں فرائی کریں اور ٹماٹر ڈال دیں")).toBe("ur");
    // Gulf Arabic writes چ and گ too; they alone do not make a text Urdu.
    expect(sourceLanguageOf("نحط الچبده والگرص في الصينية")).toBe("ar");
  });

  it("takes a declared language of the same script, and no other", () => {
    expect(sourceLanguageOf("Adobong manok", "tl")).toBe("fil");
    expect(sourceLanguageOf("Poulet rôti", "fr-FR")).toBe("fr");
    expect(sourceLanguageOf("Roast chicken", "ar")).toBe("en");
    expect(sourceLanguageOf("دجاج", "ur")).toBe("ur");
  });
});
