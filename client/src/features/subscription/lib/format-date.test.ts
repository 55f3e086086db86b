import { describe, expect, it } from "vitest";
import { dateLocale, formatDay } from "./format-date";

describe("subscription dates", () => {
  it("use the browser's regional format when it speaks the interface language", () => {
    expect(dateLocale("en", "AE", ["en-GB", "ar"])).toBe("en-GB");
    expect(dateLocale("ar", "AE", ["en-US", "ar-SA"])).toBe("ar-SA");
  });

  it("fall back to the owner's country, then the Emirates", () => {
    expect(dateLocale("ar", "QA", ["en-US"])).toBe("ar-QA");
    expect(dateLocale("en", null, [])).toBe("en-AE");
  });

  it("format a day, and nothing for a missing or broken date", () => {
    expect(formatDay("2026-12-22T10:00:00.000Z", "en-AE")).toBe("22 December 2026");
    expect(formatDay(null, "en-AE")).toBeNull();
    expect(formatDay("not a date", "en-AE")).toBeNull();
  });

  it("format in a given time zone (the server's render), whatever the machine's", () => {
    expect(formatDay("2026-12-22T22:30:00.000Z", "en-AE", "UTC")).toBe("22 December 2026");
    expect(formatDay("2026-12-22T22:30:00.000Z", "en-AE", "Asia/Dubai")).toBe("23 December 2026");
  });
});
