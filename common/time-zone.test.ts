import { describe, expect, it } from "vitest";
import { dayIn, isTimeZone, keptDayFormats } from "./time-zone";

describe("the owner's day from her time zone", () => {
  it("is the date where she is, not the server's", () => {
    // 21:30 UTC on 27 November is already the 28th in Dubai (UTC+4), still the 27th in New York.
    const now = new Date("2026-11-27T21:30:00Z");
    expect(dayIn("Asia/Dubai", now)).toBe("2026-11-28");
    expect(dayIn("America/New_York", now)).toBe("2026-11-27");
    expect(dayIn("UTC", now)).toBe("2026-11-27");
  });

  it("takes only a time zone the runtime knows from a cookie", () => {
    expect(isTimeZone("Asia/Dubai")).toBe(true);
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    for (const value of ["", "Mars/Olympus", "Asia/Dubai; x=1", "../etc", "A".repeat(80), undefined, 4]) expect(isTimeZone(value), String(value)).toBe(false);
  });

  it("keeps one formatter per zone however a cookie writes its name, so clients cannot grow the server's memory", () => {
    dayIn("Asia/Dubai");
    const kept = keptDayFormats();
    // Every letter-case spelling of one zone is that zone to the runtime.
    for (let i = 0; i < 200; i++) {
      const spelled = [..."Asia/Dubai"].map((letter, at) => ((i >> at % 8) & 1 ? letter.toUpperCase() : letter.toLowerCase())).join("");
      expect(isTimeZone(spelled)).toBe(true);
      expect(dayIn(spelled, new Date("2026-11-27T21:30:00Z"))).toBe("2026-11-28");
    }
    expect(keptDayFormats()).toBe(kept);
  });
});
