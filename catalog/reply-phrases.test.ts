import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helperLanguages } from "../common/languages";
import { replyMinutes, replyPhraseIds, type Phrase } from "../common/reply";
import { phrasebookFrom } from "../server/modules/replies/phrasebook";
import { linesInOtherScript, linesLeftInEnglish, linesLosingNumbers, type TranslatedLine } from "./translation-checks";

/**
 * The helper's reply phrasebook (issue 30): bundled in every helper language so her reply is written with no
 * provider, her line in her language and the owner's in English or Arabic, from the same files. Checked like the
 * helper's other texts: every phrase, every placeholder, every number, her script, and the plural forms her
 * language has.
 */
const folder = path.resolve("catalog", "reply-phrases");
const read = (code: string) => JSON.parse(readFileSync(path.join(folder, `${code}.json`), "utf8")) as Record<string, Phrase>;
const english = read("en");
const book = phrasebookFrom(folder);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[0]).sort();
const formsOf = (phrase: Phrase) => (typeof phrase === "string" ? [phrase] : Object.values(phrase));
const shoppingNames = (code: string) => JSON.parse(readFileSync(path.resolve("catalog", "shopping-items", `${code}.json`), "utf8")) as Record<string, string>;

/** Every sentence a phrase can become, with sample values: each minute count, a time, a step, a thing, a dish. */
function sentencesOf(code: string) {
  const item = shoppingNames(code).onion!;
  return replyPhraseIds.flatMap((id) => {
    const counts = id === "more-time" ? replyMinutes : [undefined];
    return counts.map((count) => ({
      where: `${id}${count === undefined ? "" : ` (${count})`}`,
      text: book.sentence(code, id, { time: "13:30", step: 3, count, item, title: "Machboos" }),
      english: book.sentence("en", id, { time: "13:30", step: 3, count, item: "Onions", title: "Machboos" }),
    }));
  });
}

describe("the English reply phrasebook", () => {
  it("has every phrase the page offers, each with its text", () => {
    expect(Object.keys(english).sort()).toEqual([...replyPhraseIds].sort());
    for (const id of replyPhraseIds) for (const form of formsOf(english[id]!)) expect(form.trim().length, id).toBeGreaterThan(0);
  });

  it("builds her sentences: a thing in lower case inside the sentence, the minutes in their plural form", () => {
    expect(book.sentence("en", "out-of", { item: "Onions" })).toBe("We are out of onions.");
    expect(book.sentence("en", "out-of", { item: "BBQ sauce" })).toBe("We are out of BBQ sauce.");
    expect(book.sentence("fr", "out-of", { item: "Oignons" })).toBe("Oignons : il n'y en a plus.");
    expect(book.sentence("en", "more-time", { count: 1 })).toBe("I need 1 more minute.");
    expect(book.sentence("en", "more-time", { count: 15 })).toBe("I need 15 more minutes.");
    expect(book.sentence("ar", "more-time", { count: 10 })).toBe("أحتاج 10 دقائق إضافية.");
    expect(book.sentence("ar", "more-time", { count: 15 })).toBe("أحتاج 15 دقيقة إضافية.");
    expect(book.sentence("ur", "out-of", { item: "پیاز" })).toBe("گھر میں پیاز ختم ہے۔");
  });
});

describe.each(helperLanguages.map((language) => [language.code, language.script] as const))("the reply phrasebook in %s", (code, script) => {
  const own = read(code);
  const lines = (): TranslatedLine[] => sentencesOf(code).map(({ where, text, english: source }) => ({ where, english: source, translated: text }));

  it("has exactly the English phrases, none empty", () => {
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [id, phrase] of Object.entries(own)) for (const form of formsOf(phrase)) expect(form.trim(), `${code} ${id}`).not.toBe("");
  });

  it("keeps every {placeholder} of each phrase exactly, once, in every plural form", () => {
    const changed = Object.entries(english).flatMap(([id, phrase]) => {
      const wanted = placeholders(typeof phrase === "string" ? phrase : phrase.other).join(" ");
      return formsOf(own[id]!).filter((form) => placeholders(form).join(" ") !== wanted).map((form) => `${id}: "${form}"`);
    });
    expect(changed).toEqual([]);
  });

  it("writes a plural phrase in every plural form its language has", () => {
    const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [id, phrase] of Object.entries(own)) {
      if (typeof english[id] === "string") {
        expect(typeof phrase, `${code} ${id}`).toBe("string");
        continue;
      }
      expect(typeof phrase, `${code} ${id}`).toBe("object");
      expect(Object.keys(phrase).sort(), `${code} ${id}`).toEqual([...categories].sort());
    }
  });

  it("keeps every number: the time, the step and each count of minutes", () => {
    expect(linesLosingNumbers(lines())).toEqual([]);
    for (const { where, text } of sentencesOf(code)) {
      const count = /\((\d+)\)/.exec(where)?.[1];
      if (count) expect(text, where).toContain(count);
      if (where === "ready-at") expect(text, where).toContain("13:30");
    }
  });

  it.runIf(code !== "en")("is not left in English", () => {
    expect(linesLeftInEnglish(lines())).toEqual([]);
  });

  it(`is written in the ${script} script, every phrase and form`, () => {
    const forms = Object.entries(own).flatMap(([id, phrase]) =>
      formsOf(phrase).map((form) => ({ where: `${id}: ${form}`, english: "", translated: form.replace(/\{\w+\}/g, "") })),
    );
    expect(linesInOtherScript(forms, script, () => false)).toEqual([]);
  });
});
