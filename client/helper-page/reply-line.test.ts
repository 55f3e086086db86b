import { describe, expect, it } from "vitest";
import type { HelperReply } from "@common/helper-page";
import { composedLine } from "./reply-line";

const reply: HelperReply = {
  action: "/h/AAAAAAAAAAAAAAAAAAAAAA/reply",
  textMaxLength: 500,
  choices: [
    { id: "done", label: "ہو گیا! کھانا تیار ہے۔" },
    { id: "ready-at", label: "کھانا … بجے تک تیار ہو جائے گا۔", param: { name: "time", legend: "کس وقت تیار ہوگا؟", template: "کھانا {time} بجے تک تیار ہو جائے گا۔" } },
    {
      id: "out-of",
      label: "گھر میں … ختم ہے۔",
      param: { name: "item", legend: "کون سی چیز ختم ہو گئی ہے؟", options: [{ value: "onion", label: "پیاز", text: "گھر میں پیاز ختم ہے۔" }] },
    },
    { id: "own", label: "اپنا پیغام خود لکھیں" },
  ],
};
const form = (fields: Record<string, string>) => ({ get: (name: string) => fields[name] ?? null });

describe("her message as the Reply sheet shows it before she sends it", () => {
  it("is the phrase she chose, its blank filled with what she picked", () => {
    expect(composedLine(reply, form({ phrase: "done" }))).toBe("ہو گیا! کھانا تیار ہے۔");
    expect(composedLine(reply, form({ phrase: "out-of", item: "onion" }))).toBe("گھر میں پیاز ختم ہے۔");
    expect(composedLine(reply, form({ phrase: "ready-at", time: "13:30" }))).toBe("کھانا 13:30 بجے تک تیار ہو جائے گا۔");
    expect(composedLine(reply, form({ phrase: "own", text: "  میں 5 منٹ میں آتی ہوں  " }))).toBe("میں 5 منٹ میں آتی ہوں");
  });

  it("is nothing while the phrase, or what goes in its blank, is missing", () => {
    const incomplete: Record<string, string>[] = [{}, { phrase: "out-of" }, { phrase: "out-of", item: "saffron" }, { phrase: "ready-at", time: "9" }, { phrase: "own", text: " " }, { phrase: "shout" }];
    for (const fields of incomplete) {
      expect(composedLine(reply, form(fields)), JSON.stringify(fields)).toBeUndefined();
    }
  });
});
