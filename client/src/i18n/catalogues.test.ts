import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverMessages } from "@common/messages";
import { checkCataloguePair } from "./catalogue-checks";

type Catalogue = Record<string, unknown>;

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

describe("interface catalogues", () => {
  // Names of other languages are written in their own script.
  checkCataloguePair(catalogue("en"), catalogue("ar"), (key) => key.startsWith("language."));
});

describe("server messages", () => {
  it("have exactly the same keys in English and Arabic, none empty", () => {
    expect(Object.keys(serverMessages.ar).sort()).toEqual(Object.keys(serverMessages.en).sort());
    for (const messages of [serverMessages.en, serverMessages.ar]) {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe("");
    }
  });
});
