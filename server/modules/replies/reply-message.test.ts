import { describe, expect, it } from "vitest";
import { replyMessage } from "./reply-message";

const phrase = { kind: "phrase", id: "out-of", ownerLine: "لم يبقَ عندنا بصل.", herLine: "گھر میں پیاز ختم ہے۔" } as const;

describe("the WhatsApp message of her reply", () => {
  it("names the recipe and the helper, then the owner's line with hers below it", () => {
    expect(replyMessage(phrase, { title: "مجبوس دجاج", helperName: "Nasreen" }, { her: "ur", owner: "ar" })).toBe("*مجبوس دجاج* · Nasreen\nلم يبقَ عندنا بصل.\nگھر میں پیاز ختم ہے۔");
  });

  it("writes a line once when both speak the language, and leaves out a name the account does not have", () => {
    const same = { ...phrase, ownerLine: "We are out of onions.", herLine: "We are out of onions." };
    expect(replyMessage(same, { title: "Chicken Machboos", helperName: " " }, { her: "en", owner: "en" })).toBe("*Chicken Machboos*\nWe are out of onions.");
  });

  it("sends her own words as written, with the link to read them translated only when the owner needs it", () => {
    const own = { kind: "own", text: "میں 2 کلو پیاز لے آؤں؟" } as const;
    const url = "https://wasfa.example/replies/read#abc.def";
    expect(replyMessage(own, { title: "Chicken Machboos", helperName: "Nasreen" }, { her: "ur", owner: "en" }, url)).toBe(
      `*Chicken Machboos* · Nasreen\nمیں 2 کلو پیاز لے آؤں؟\nRead it in English: ${url}`,
    );
    expect(replyMessage(own, { title: "مجبوس", helperName: null }, { her: "ur", owner: "ar" }, url)).toBe(`*مجبوس*\nمیں 2 کلو پیاز لے آؤں؟\nاقرأها بالعربية: ${url}`);
    expect(replyMessage({ kind: "own", text: "Done early" }, { title: "Karak", helperName: "Joy" }, { her: "en", owner: "en" }, url)).toBe("*Karak* · Joy\nDone early");
  });
});
