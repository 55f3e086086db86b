import { describe, expect, it } from "vitest";
import { sentencesOf } from "./sentences";
import { headingOf, metaOf } from "./text-headings";
import { readLine } from "./text-lines";
import { isNoise } from "./text-noise";

describe("readLine", () => {
  it.each([
    ["1. Wash the rice", "Wash the rice"],
    ["1) Wash the rice", "Wash the rice"],
    ["1- Wash the rice", "Wash the rice"],
    ["(2) Wash the rice", "Wash the rice"],
    ["Step 3: Wash the rice", "Wash the rice"],
    ["STEP 3 Wash the rice", "Wash the rice"],
    ["١. نغسل الرز", "نغسل الرز"],
    ["١- نغسل الرز", "نغسل الرز"],
    ["الخطوة ٢: نغسل الرز", "نغسل الرز"],
    ["الخطوة الأولى: نغسل الرز", "نغسل الرز"],
    ["ثانياً: نغسل الرز", "نغسل الرز"],
    ["3️⃣ Wash the rice", "Wash the rice"],
  ])("takes the number off %s", (raw, text) => {
    expect(readLine(raw)).toMatchObject({ text, marker: "number" });
  });

  it.each([
    ["- 2 cups rice", "2 cups rice"],
    ["* 2 cups rice", "2 cups rice"],
    ["• 2 cups rice", "2 cups rice"],
    ["▪️ ٢ كوب رز", "٢ كوب رز"],
    ["◦ salt", "salt"],
    ["✓ salt", "salt"],
    ["✔️ salt", "salt"],
    ["▢ 1 kg chicken", "1 kg chicken"],
    ["🧅 2 onions", "2 onions"],
    ["- 🧄 4 cloves garlic", "4 cloves garlic"],
  ])("takes the bullet off %s", (raw, text) => {
    expect(readLine(raw)).toMatchObject({ text, marker: "bullet" });
  });

  it.each(["1-2 cloves garlic", "1.5 kg lamb", "1 cup rice", "2-3 tbsp oil", "1/2 tsp salt", "½ cup sugar"])(
    "leaves the quantity of %s alone",
    (raw) => {
      expect(readLine(raw)).toEqual({ text: raw, marker: null, indented: false, startsMessage: false });
    },
  );

  it("unwraps WhatsApp bold instead of reading its star as a bullet", () => {
    expect(readLine("*Ingredients:*")).toMatchObject({ text: "Ingredients:", marker: null });
    expect(readLine("*2 cups* rice")).toMatchObject({ text: "2 cups rice", marker: null });
  });

  it("drops a copied chat's date and sender, and invisible direction marks", () => {
    expect(readLine("[12/03/2024, 18:20] Mum: Serves 4")).toMatchObject({ text: "Serves 4", startsMessage: true });
    expect(readLine("12/03/2024, 18:20 - Mum: Serves 4")).toMatchObject({ text: "Serves 4", startsMessage: true });
    expect(readLine("\u200f١- نغسل الرز\u200f")).toMatchObject({ text: "نغسل الرز", marker: "number" });
  });
});

describe("headingOf", () => {
  it.each([
    ["Ingredients", "ingredients"],
    ["INGREDIENTS:", "ingredients"],
    ["You'll need", "ingredients"],
    ["المكونات", "ingredients"],
    ["المقادير :", "ingredients"],
    ["مقادير", "ingredients"],
    ["Method", "steps"],
    ["Instructions:", "steps"],
    ["Directions", "steps"],
    ["Preparation", "steps"],
    ["Steps", "steps"],
    ["الطريقة", "steps"],
    ["طريقة التحضير:", "steps"],
    ["طريقه التحضير", "steps"],
    ["التحضير", "steps"],
    ["Notes", "notes"],
    ["ملاحظات", "notes"],
    ["Nutrition", "skip"],
  ])("reads %s as a heading of %s", (text, section) => {
    expect(headingOf(text, false)?.section).toBe(section);
  });

  it("reads a heading with words after it only when it is set apart", () => {
    expect(headingOf("Ingredients for the dough:", false)?.section).toBe("ingredients");
    expect(headingOf("Ingredients for the dough", true)?.section).toBe("ingredients");
    expect(headingOf("Ingredients for the dough", false)).toBeUndefined();
  });

  it("keeps the first item written on the heading's line", () => {
    expect(headingOf("Method: Wash the rice.", false)).toEqual({ section: "steps", content: "Wash the rice.", qualifier: "" });
  });

  it("does not take a title that starts like a heading for one", () => {
    expect(headingOf("طريقة عمل المجبوس", false)).toBeUndefined();
    expect(headingOf("Steps to a better biryani", false)).toBeUndefined();
  });
});

describe("metaOf", () => {
  it.each([
    ["Serves 4", { servings: 4 }],
    ["Servings: 6 people", { servings: 6 }],
    ["For 4 people", { servings: 4 }],
    ["4 servings", { servings: 4 }],
    ["يكفي ٤ أشخاص", { servings: 4 }],
    ["عدد الأشخاص: ٥", { servings: 5 }],
    ["لـ ٦ أشخاص", { servings: 6 }],
    ["Makes 24", { yield: 24 }],
    ["Prep: 15 min", { prepTime: 15 }],
    ["Prep Time 15 mins", { prepTime: 15 }],
    ["Cook time 1 hour", { cookTime: 60 }],
    ["Cooking time: 1 hr 20 min", { cookTime: 80 }],
    ["وقت الطبخ: نصف ساعة", { cookTime: 30 }],
    ["مدة التحضير ١٥ دقيقة", { prepTime: 15 }],
    ["Total time: 45 minutes", { totalTime: 45 }],
    ["Marinating time: 2 hours", {}],
    ["Prep: 10 min | Cook: 40 min | Serves 4", { prepTime: 10, cookTime: 40, servings: 4 }],
    ["Course: Dessert", { category: "dessert" }],
    ["Cuisine: Emirati", { cuisineType: "Khaleeji" }],
    ["Difficulty: Medium", { difficulty: "Medium" }],
    ["الصعوبة: سهلة", { difficulty: "Easy" }],
    ["Calories: 420kcal", {}],
  ])("reads %s", (text, meta) => {
    expect(metaOf(text)).toEqual(meta);
  });

  it.each([
    "Cook the rice for 20 minutes.",
    "For the sauce:",
    "2 cups rice",
    "Preparation",
    "Serve with 4 pieces of bread and salad on the side",
    "Five",
  ])("leaves %s to the recipe", (text) => {
    expect(metaOf(text)).toBeUndefined();
  });
});

describe("isNoise", () => {
  it.each([
    "Jump to Recipe",
    "Jump to Recipe Print Recipe",
    "Print Recipe Pin Recipe",
    "★★★★★",
    "4.9 from 132 votes",
    "Home » Recipes » Main dishes",
    "By Sarah Haddad · March 3, 2024",
    "Forwarded",
    "تمت إعادة التوجيه",
    "#recipe #ramadan #foodie",
    "https://www.instagram.com/p/abc123/",
    "Enjoy! 😋",
    "بالعافية ❤️",
    "US Customary - Metric",
    "1x 2x 3x",
  ])("drops %s", (text) => {
    expect(isNoise(text)).toBe(true);
  });

  it.each(["By hand, knead the dough for 10 minutes.", "Add the rice", "Print the label on the jar"])(
    "keeps %s",
    (text) => {
      expect(isNoise(text)).toBe(false);
    },
  );
});

describe("sentencesOf", () => {
  it("splits a method paragraph into sentences, not at abbreviations or decimals", () => {
    expect(sentencesOf("Heat 1.5 tbsp oil. Add e.g. Greek yoghurt. Stir! Done? Serve.")).toEqual([
      "Heat 1.5 tbsp oil.",
      "Add e.g. Greek yoghurt.",
      "Stir!",
      "Done?",
      "Serve.",
    ]);
    expect(sentencesOf("نغسل الرز. نقلي البصل، ثم نضيف اللحم. نقدمه حارا.")).toEqual([
      "نغسل الرز.",
      "نقلي البصل، ثم نضيف اللحم.",
      "نقدمه حارا.",
    ]);
  });
});
