import { describe, expect, it } from "vitest";
import { serverMessages } from "@common/messages";
import { appCatalogue, checkCataloguePair } from "./catalogue-checks";

describe("interface catalogues", () => {
  // Names of other languages are written in their own script.
  checkCataloguePair(appCatalogue("en"), appCatalogue("ar"), (key) => key.startsWith("language."));
});

describe("server messages", () => {
  it("have exactly the same keys in English and Arabic, none empty", () => {
    expect(Object.keys(serverMessages.ar).sort()).toEqual(Object.keys(serverMessages.en).sort());
    for (const messages of [serverMessages.en, serverMessages.ar]) {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe("");
    }
  });
});
