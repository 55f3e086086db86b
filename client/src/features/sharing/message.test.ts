import { describe, expect, it } from "vitest";
import { helperLanguageCodes } from "@common/languages";
import { helperHeadings } from "./helper-headings";
import { recipeMessage, whatsappSendUrl } from "./message";

const machboos = {
  title: "Chicken Machboos",
  description: "Spiced rice with chicken, the Gulf's Friday lunch.",
  ingredients: ["1 kg chicken, in 8 pieces", "3 cups basmati rice", "2 dried limes"],
  instructions: ["Brown the chicken with the onions.", "Add the rice and 4½ cups of water.", "Cook covered for 25 minutes."],
};

describe("the WhatsApp recipe message", () => {
  it("has the title in bold, the description, bulleted ingredients and numbered steps, separated by blank lines", () => {
    expect(recipeMessage(machboos, "en")).toBe(
      [
        "*Chicken Machboos*",
        "",
        "Spiced rice with chicken, the Gulf's Friday lunch.",
        "",
        "Ingredients",
        "• 1 kg chicken, in 8 pieces",
        "• 3 cups basmati rice",
        "• 2 dried limes",
        "",
        "Instructions",
        "1. Brown the chicken with the onions.",
        "2. Add the rice and 4½ cups of water.",
        "3. Cook covered for 25 minutes.",
      ].join("\n"),
    );
  });

  it("writes its headings in the language of the recipe's text", () => {
    const filipino = recipeMessage({ ...machboos, title: "Machboos na Manok" }, "fil");
    expect(filipino).toContain("\n\nMga Sangkap\n• 1 kg chicken");
    expect(filipino).toContain("\n\nParaan ng Pagluluto\n1. Brown");
    const urdu = recipeMessage({ title: "چکن مچبوس", description: "مصالحے دار چاول", ingredients: ["1 کلو چکن"], instructions: ["چکن بھونیں۔"] }, "ur");
    expect(urdu).toBe("*چکن مچبوس*\n\nمصالحے دار چاول\n\nاجزاء\n• 1 کلو چکن\n\nترکیب\n1. چکن بھونیں۔");
  });

  it("leaves out empty parts and blank lines instead of sending them", () => {
    expect(recipeMessage({ title: " Karak ", description: " ", ingredients: ["tea", "  "], instructions: [] }, "en")).toBe(
      "*Karak*\n\nIngredients\n• tea",
    );
  });
});

describe("the WhatsApp link", () => {
  it("reduces the phone number to its digits", () => {
    expect(whatsappSendUrl("+971 50-123 4567", "hi")).toBe("https://wa.me/971501234567?text=hi");
    expect(whatsappSendUrl("+971501234567", "hi")).toBe("https://wa.me/971501234567?text=hi");
    expect(whatsappSendUrl("(+63) 917.123.4567", "hi").startsWith("https://wa.me/639171234567?")).toBe(true);
  });

  it("encodes newlines, spaces, Arabic script and emoji so that the text comes back unchanged", () => {
    const message = "*مجبوس دجاج* 🍗\n\n• 1 كغ دجاج & رز = 100%?";
    const url = whatsappSendUrl("+971501234567", message);
    const text = url.slice("https://wa.me/971501234567?text=".length);
    expect(text).not.toMatch(/[\s\n&=?#]/);
    expect(text).toContain("%0A%0A");
    expect(text).toContain("%F0%9F%8D%97"); // 🍗 as its four UTF-8 bytes
    expect(text.startsWith("*%D9%85%D8%AC%D8%A8%D9%88%D8%B3")).toBe(true); // "مجبوس"
    expect(new URL(url).searchParams.get("text")).toBe(message);
    expect(decodeURIComponent(text)).toBe(message);
  });

  it("carries a whole translated recipe intact", () => {
    const message = recipeMessage(machboos, "fil");
    expect(new URL(whatsappSendUrl("+971501234567", message)).searchParams.get("text")).toBe(message);
  });
});

describe("quantities in a right-to-left message", () => {
  const recipe = { title: "مجبوس", description: "", ingredients: ["2½ ملعقة زيت", "3 أكواب أرز"], instructions: ["اطبخ 1½ ساعة."] };

  it("keeps a number and its fraction in order in Arabic and Urdu, and leaves left-to-right messages untouched", () => {
    const arabic = recipeMessage(recipe, "ar");
    expect(arabic).toContain("• \u20662½\u2069 ملعقة زيت");
    expect(arabic).toContain("• 3 أكواب أرز");
    expect(arabic).toContain("1. اطبخ \u20661½\u2069 ساعة.");
    expect(recipeMessage(recipe, "ur")).toContain("\u20662½\u2069");
    expect(recipeMessage({ ...recipe, ingredients: ["2½ cups rice"] }, "en")).toContain("• 2½ cups rice");
  });
});

describe("the message headings", () => {
  it("exist for every helper language, distinct and not left in English", () => {
    expect(Object.keys(helperHeadings).sort()).toEqual([...helperLanguageCodes].sort());
    for (const code of helperLanguageCodes) {
      const { ingredients, instructions } = helperHeadings[code];
      expect(ingredients.trim(), code).not.toBe("");
      expect(instructions, code).not.toBe(ingredients);
      if (code !== "en") expect([ingredients, instructions], code).not.toContain("Ingredients");
    }
  });
});
