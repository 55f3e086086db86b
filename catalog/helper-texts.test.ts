import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helperLanguages, translatedLanguageCodes } from "../common/languages";
import { placeholderPattern } from "../server/modules/helper-page/helper-texts";
import { clockTimesAmbiguous, linesInOtherScript, linesLeftInEnglish, linesLosingNumbers, type TranslatedLine } from "./translation-checks";

/**
 * The texts the helper reads besides the recipe (issues 17 and 19), shipped translated so they need no
 * provider: the quick notes and the words of her page and messages, checked like the catalogue's lines.
 */
const folders = ["quick-notes", "helper-texts"] as const;

const read = (folder: string, code: string) =>
  JSON.parse(readFileSync(path.resolve("catalog", folder, `${code}.json`), "utf8")) as Record<string, unknown>;

const placeholdersIn = (text: string) => [...text.matchAll(placeholderPattern)].map((m) => m[0]).sort();

describe.each(folders)("the English %s", (folder) => {
  it("has a non-empty text under every key", () => {
    const english = read(folder, "en");
    expect(Object.keys(english).length).toBeGreaterThan(0);
    for (const [key, text] of Object.entries(english)) {
      expect(typeof text === "string" && text.trim().length > 0, key).toBe(true);
    }
  });
});

describe.each(translatedLanguageCodes.flatMap((code) => folders.map((folder) => [folder, code] as const)))(
  "the %s in %s",
  (folder, code) => {
    const script = helperLanguages.find((l) => l.code === code)!.script;
    const file = path.resolve("catalog", folder, `${code}.json`);
    const english = () => read(folder, "en") as Record<string, string>;
    const lines = (): TranslatedLine[] => {
      const own = read(folder, code);
      return Object.entries(english()).map(([key, text]) => ({
        where: key,
        english: text,
        translated: typeof own[key] === "string" ? own[key] : "",
      }));
    };

    it("exist with exactly the English keys", () => {
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(Object.keys(read(folder, code)).sort()).toEqual(Object.keys(english()).sort());
    });

    it("have a text under every key", () => {
      expect(lines().filter((line) => line.translated.trim() === "").map((line) => line.where)).toEqual([]);
    });

    it("keep every number", () => {
      expect(linesLosingNumbers(lines())).toEqual([]);
    });

    it("keep every {placeholder} exactly, once each", () => {
      const changed = lines()
        .filter((line) => placeholdersIn(line.english).join(" ") !== placeholdersIn(line.translated).join(" "))
        .map((line) => `${line.where}: "${line.translated}"`);
      expect(changed).toEqual([]);
    });

    it("are not left in English", () => {
      expect(linesLeftInEnglish(lines())).toEqual([]);
    });

    it("say a clock time so it cannot be read on the clock that counts from dawn", () => {
      expect(clockTimesAmbiguous(lines(), code)).toEqual([]);
    });

    // Stricter than the catalogue: a button's one word is as much hers as a sentence, and a
    // placeholder's name ({name}) is no part of the text she reads.
    it(`are written in the ${script} script, every one of them`, () => {
      const withoutPlaceholders = lines().map((line) => ({ ...line, translated: line.translated.replace(placeholderPattern, "") }));
      expect(linesInOtherScript(withoutPlaceholders, script, () => false)).toEqual([]);
    });
  },
);

/**
 * An allergy note must be unambiguous (issue 25.18): in many kitchens "nuts" are tree nuts and a peanut is a bean, so
 * the note names peanuts besides nuts of every kind, in every language (Luganda's once read "no groundnuts" only).
 */
const peanutWords: Record<string, RegExp> = {
  en: /peanuts/, ar: /الفول السوداني/, am: /ኦቾሎኒ/, bn: /চিনাবাদাম/, fil: /mani/, fr: /cacahuète/, hi: /मूँगफली/, id: /kacang tanah/,
  lg: /binyeebwa/, ml: /നിലക്കടല/, ms: /kacang tanah/, my: /မြေပဲ/, ne: /बदाम/, si: /රටකජු/, sw: /karanga/, ta: /வேர்க்கடலை/, ur: /مونگ پھلی/,
};

describe("the nut-allergy quick note", () => {
  it.each(helperLanguages.map((language) => language.code))("names peanuts among the nuts to leave out, in %s", (code) => {
    expect(read("quick-notes", code)["no-nuts"]).toMatch(peanutWords[code]!);
  });
});
