import { describe, expect, it } from "vitest";
import { isolateQuantities } from "./bidi";

describe("isolateQuantities", () => {
  it("keeps a whole number and its fraction together, in order, inside right-to-left text", () => {
    expect(isolateQuantities("2½ ملعقة كبيرة زيت")).toBe("\u20662½\u2069 ملعقة كبيرة زيت");
    expect(isolateQuantities("½-1 كوب ماء")).toBe("\u2066½-1\u2069 كوب ماء");
    expect(isolateQuantities("1 1/2 tsp")).toBe("\u20661 1/2\u2069 tsp");
  });

  it("leaves numbers without a fraction, and text without numbers, as they are", () => {
    expect(isolateQuantities("3-4 أكواب (750 مل)")).toBe("3-4 أكواب (750 مل)");
    expect(isolateQuantities("ملح حسب الرغبة")).toBe("ملح حسب الرغبة");
  });
});
