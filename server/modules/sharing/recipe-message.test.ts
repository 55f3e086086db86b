import { describe, expect, it } from "vitest";
import { helperLanguageCodes } from "../../../common/languages";
import { whatsappSendUrl } from "../../../common/share-message";
import { helperText } from "../helper-page/helper-texts";
import { renderRecipePage } from "../helper-page/render";
import { sampleRecipePage } from "../../../test/helper-page-samples";
import { recipeMessage } from "./recipe-message";

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

  it("heads the steps with the word her page heads them with, in every language (issue 25.18)", () => {
    const assets = { scripts: [], styles: [], fontStyles: [], serviceWorker: "/h/sw.js" };
    for (const language of helperLanguageCodes) {
      const message = recipeMessage(machboos, language).split("\n");
      const inMessage = message[message.indexOf("1. Brown the chicken with the onions.") - 1];
      const onPage = /<h\d id="[^"]*-steps">(.*?)<\/h\d>/.exec(renderRecipePage(sampleRecipePage(language, "https://wasfa.example"), assets))?.[1];
      expect(onPage?.replace(/&#39;/g, "'"), language).toBe(inMessage);
    }
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
    for (const code of helperLanguageCodes) {
      const [ingredients, instructions] = [helperText(code, "ingredients"), helperText(code, "instructions")];
      expect(ingredients.trim(), code).not.toBe("");
      expect(instructions, code).not.toBe(ingredients);
      if (code !== "en") expect([ingredients, instructions], code).not.toContain("Ingredients");
    }
  });
});
