import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scriptShare } from "../../../catalog/translation-checks";
import { helperText, helperTextsFrom, quickNotes } from "./helper-texts";

/** A throwaway catalogue with an English file and a Filipino one that lacks some texts. */
function partialCatalog() {
  const root = mkdtempSync(path.join(tmpdir(), "wasfa-helper-texts-"));
  const write = (folder: string, language: string, texts: Record<string, string>) => {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, `${language}.json`), JSON.stringify(texts));
  };
  write("quick-notes", "en", { "less-salt": "Less salt, please.", "serve-hot": "Serve it hot." });
  write("quick-notes", "fil", { "serve-hot": "Ihain nang mainit." });
  write("helper-texts", "en", { from: "From {name}", next: "Next" });
  write("helper-texts", "fil", { from: "Mula kay {name}", next: "" });
  return root;
}

describe("the helper's quick notes", () => {
  it("list every note in the English order, in her language", () => {
    const english = quickNotes("en");
    const urdu = quickNotes("ur");
    expect(urdu.map((note) => note.id)).toEqual(english.map((note) => note.id));
    expect(english.length).toBeGreaterThanOrEqual(20);
    for (const note of urdu) expect(scriptShare(note.text, "Arabic"), note.id).toBeGreaterThan(0.6);
    expect(urdu.find((note) => note.id === "lunch-1pm")?.text).toContain("1");
  });

  it("show the English note where her language lacks one", () => {
    const texts = helperTextsFrom(partialCatalog());
    expect(texts.quickNotes("fil")).toEqual([
      { id: "less-salt", text: "Less salt, please." },
      { id: "serve-hot", text: "Ihain nang mainit." },
    ]);
  });
});

describe("the helper's page texts", () => {
  it("fill the placeholders in her language, wherever her language puts them", () => {
    expect(helperText("en", "stepOf", { current: 2, total: 7 })).toBe("Step 2 of 7");
    expect(helperText("hi", "stepOf", { current: 2, total: 7 })).toBe("7 में से स्टेप 2");
    expect(helperText("ur", "from", { name: "Fatima" })).toBe("Fatima کی طرف سے");
  });

  it("write a value as it is, even one holding a $ pattern", () => {
    expect(helperText("fr", "dishServings", { title: "Machboos $& $1", count: 6 })).toBe("Machboos $& $1, pour 6");
  });

  it("leave a placeholder without a value as it is", () => {
    expect(helperText("en", "menuTitle")).toBe("Menu for {date}");
  });

  it("fall back to English for a text her language lacks or leaves empty", () => {
    const texts = helperTextsFrom(partialCatalog());
    expect(texts.helperText("fil", "from", { name: "Fatima" })).toBe("Mula kay Fatima");
    expect(texts.helperText("fil", "next")).toBe("Next");
    expect(texts.helperText("am", "next")).toBe("Next");
  });

  it("refuse a key the English texts do not have", () => {
    const texts = helperTextsFrom(partialCatalog());
    expect(() => texts.helperText("fil", "finish")).toThrow(/no text "finish"/);
  });
});
