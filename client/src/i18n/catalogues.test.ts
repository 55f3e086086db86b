import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverMessages } from "@common/messages";

type Catalogue = Record<string, unknown>;

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const textAt = (catalogue: unknown, key: string) =>
  String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;

/** The app's catalogue and every feature's own (features/<name>/i18n), as the client assembles them. */
function catalogue(language: "en" | "ar"): Catalogue {
  const featuresDir = path.resolve("client/src/features");
  const features = readdirSync(featuresDir)
    .filter((name) => existsSync(path.join(featuresDir, name, "i18n", "en.json")) || existsSync(path.join(featuresDir, name, "i18n", "ar.json")))
    .map((name) => {
      const file = path.join(featuresDir, name, "i18n", `${language}.json`);
      return [name, existsSync(file) ? read(file) : {}] as const;
    });
  return { ...read(path.resolve(`client/src/i18n/${language}.json`)), ...Object.fromEntries(features) };
}

const en = catalogue("en");
const ar = catalogue("ar");
const arabicLetter = /[\u0600-\u06FF]/;

describe("interface catalogues", () => {
  it("have exactly the same keys in English and Arabic", () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(serverMessages.ar).sort()).toEqual(keysOf(serverMessages.en).sort());
  });

  it("have no empty text", () => {
    for (const c of [en, ar, serverMessages.en, serverMessages.ar]) {
      for (const key of keysOf(c)) expect(textAt(c, key).trim(), key).not.toBe("");
    }
  });

  it("write the Arabic catalogue in Arabic (names of other languages aside)", () => {
    const notArabic = keysOf(ar).filter((key) => !arabicLetter.test(textAt(ar, key)) && !key.startsWith("language."));
    expect(notArabic).toEqual([]);
  });

  it("keep the same interpolation placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) expect(placeholders(textAt(ar, key)), key).toEqual(placeholders(textAt(en, key)));
  });
});
