import { describe, expect, it } from "vitest";
import { serverMessages } from "@common/messages";
import en from "./en.json";
import ar from "./ar.json";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const arabicLetter = /[\u0600-\u06FF]/;

describe("interface catalogues", () => {
  it("have exactly the same keys in English and Arabic", () => {
    expect(keysOf(ar).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(serverMessages.ar).sort()).toEqual(keysOf(serverMessages.en).sort());
  });

  it("have no empty text", () => {
    for (const catalogue of [en, ar, serverMessages.en, serverMessages.ar]) {
      for (const key of keysOf(catalogue)) {
        const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(String(text).trim(), key).not.toBe("");
      }
    }
  });

  it("write the Arabic catalogue in Arabic (names of other languages aside)", () => {
    const notArabic = keysOf(ar).filter((key) => {
      const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ar);
      return !arabicLetter.test(String(text)) && !key.startsWith("language.");
    });
    expect(notArabic).toEqual([]);
  });

  it("keep the same interpolation placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(en)) {
      const get = (catalogue: unknown) =>
        String(key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue));
      expect(placeholders(get(ar)), key).toEqual(placeholders(get(en)));
    }
  });
});
