import { describe, expect, it } from "vitest";
import { sourceLanguageCodes } from "../../../common/source-languages";
import { languageOfText } from ".";
import samples from "./samples.json";

type Sample = { language: string; title: string; ingredients: string[]; steps: string[] };
const recipeText = (sample: Sample) => [sample.title, ...sample.ingredients, ...sample.steps].join("\n");

describe("languageOfText tells the language a recipe is written in", () => {
  it(`knows the ${samples.length} languages of its samples, and each is one a recipe may be written in`, () => {
    expect(new Set(samples.map((sample) => sample.language)).size).toBeGreaterThanOrEqual(15);
    for (const sample of samples) expect(sourceLanguageCodes).toContain(sample.language);
  });

  for (const sample of samples as Sample[]) {
    it(`tells a recipe in ${sample.language} (${sample.title}) from its text alone`, async () => {
      expect(await languageOfText(recipeText(sample))).toBe(sample.language);
    });
  }

  it("tells every sample's title and ingredients alone, as short as a pasted list gets", async () => {
    const wrong = [];
    for (const sample of samples as Sample[]) {
      const told = await languageOfText([sample.title, ...sample.ingredients].join("\n"));
      if (told !== sample.language) wrong.push(`${sample.language}→${told}`);
    }
    expect(wrong).toEqual([]);
  });

  it("is not fooled by a page that says en-US over a Spanish recipe", async () => {
    const spanish = samples.find((sample) => sample.language === "es") as Sample;
    expect(await languageOfText(recipeText(spanish), "en-US")).toBe("es");
  });

  it("believes the page's language when the text alone cannot tell", async () => {
    expect(await languageOfText("Kabsa\n2 cups rice", "en-US")).toBe("en");
    expect(await languageOfText("Nasi lemak", "ms-MY")).toBe("ms");
  });

  it("keeps an Arabic recipe Arabic though its quantities are in Latin letters, and tells Urdu and Persian apart", async () => {
    expect(await languageOfText("كبسة دجاج\n2 cups أرز بسمتي\n1 tsp ملح\nنحمر البصل ثم نضيف الدجاج")).toBe("ar");
    expect(await languageOfText("چکن کڑاہی\nایک کلو مرغی کا گوشت\nکڑاہی میں تیل گرم کریں اور گوشت ڈال کر بھونیں۔")).toBe("ur");
    expect(await languageOfText("قورمه سبزی\nگوشت گوسفندی ۵۰۰ گرم\nپیاز را خلال کنید و با گوشت در روغن تفت دهید.")).toBe("fa");
  });

  it("answers English for a text with no letters, or the page's language when it names one", async () => {
    expect(await languageOfText("1 2 3 — 500 / 250")).toBe("en");
    expect(await languageOfText("", "fr-FR")).toBe("fr");
  });
});
