import { describe, expect, it } from "vitest";
import { helperLanguageCodes } from "../../../common/languages";
import { whatsappSendUrl } from "../../../common/share-message";
import { helperGreeting, helperText } from "../helper-page/helper-texts";
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
  it("opens with a greeting to her by name, then the title in bold, the description, bulleted ingredients and numbered steps under bold headings, separated by blank lines", () => {
    expect(recipeMessage(machboos, "en", { greeting: helperGreeting("en", "greeting", "Maria") })).toBe(
      [
        "Maria, here is a recipe for you.",
        "",
        "*Chicken Machboos*",
        "",
        "Spiced rice with chicken, the Gulf's Friday lunch.",
        "",
        "*Ingredients*",
        "• 1 kg chicken, in 8 pieces",
        "• 3 cups basmati rice",
        "• 2 dried limes",
        "",
        "*Instructions*",
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
      // The message sets its headings in bold for WhatsApp (decision 0050); the words are the page's.
      expect(`*${onPage?.replace(/&#39;/g, "'")}*`, language).toBe(inMessage);
    }
  });

  it("writes its headings in the language of the recipe's text", () => {
    const filipino = recipeMessage({ ...machboos, title: "Machboos na Manok" }, "fil");
    expect(filipino).toContain("\n\n*Mga Sangkap*\n• 1 kg chicken");
    expect(filipino).toContain("\n\n*Paraan ng Pagluluto*\n1. Brown");
    const urdu = recipeMessage({ title: "چکن مچبوس", description: "مصالحے دار چاول", ingredients: ["1 کلو چکن"], instructions: ["چکن بھونیں۔"] }, "ur");
    expect(urdu).toBe("*چکن مچبوس*\n\nمصالحے دار چاول\n\n*اجزاء*\n• 1 کلو چکن\n\n*ترکیب*\n1. چکن بھونیں۔");
  });

  it("leaves out empty parts and blank lines instead of sending them", () => {
    expect(recipeMessage({ title: " Karak ", description: " ", ingredients: ["tea", "  "], instructions: [] }, "en")).toBe(
      "*Karak*\n\n*Ingredients*\n• tea",
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

describe("the greeting that opens a message", () => {
  it("names her in every helper language, her name kept once as she is called", () => {
    for (const code of helperLanguageCodes) {
      const line = helperGreeting(code, "greeting", "Maria");
      expect(line.match(/Maria/g), code).toHaveLength(1);
      expect(helperGreeting(code, "menuGreeting", "Maria"), code).toContain("Maria");
      if (code !== "en") expect(line, code).not.toContain("here is");
    }
    expect(helperGreeting("fil", "greeting", "Maria")).toBe("Maria, narito ang isang recipe para sa iyo.");
    expect(helperGreeting("hi", "greeting", "Sunita")).toBe("Sunita, आपके लिए एक रेसिपी।");
  });

  it("keeps a line in her direction when her name is written in the other one", () => {
    // Latin name, Arabic message: WhatsApp would lay the line out left to right from its first letter.
    expect(helperGreeting("ar", "greeting", "Maria")).toBe("\u200fMaria، هذه وصفة لك.");
    expect(helperGreeting("ur", "greeting", "نسرین")).toBe("نسرین، یہ آپ کے لیے ایک ترکیب ہے۔");
    // An owner who typed her Filipino helper's name in Arabic letters.
    expect(helperGreeting("fil", "greeting", "ماريا").startsWith("\u200eماريا,")).toBe(true);
    expect(helperGreeting("en", "greeting", "Maria")).toBe("Maria, here is a recipe for you.");
  });
});
