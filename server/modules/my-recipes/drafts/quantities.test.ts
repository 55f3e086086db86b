import { describe, expect, it } from "vitest";
import { durationMinutes, onlyDurationMinutes, textDurationMinutes } from "./durations";
import { servingsOfText, servingsOfYield } from "./servings";

describe("durationMinutes", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT45M", 45],
    ["PT90M", 90],
    ["PT0M", 0],
    ["P1DT2H", 1560],
    ["PT1H0.5M", 61],
    ["pt20m", 20],
    ["1 hour 20 mins", 80],
    [25, 25],
  ])("reads %j as %i minutes", (value, minutes) => {
    expect(durationMinutes(value)).toBe(minutes);
  });

  it.each([["PT"], ["P"], ["soon"], [""], [null], [{ "@type": "Duration" }], [-5]])("says no time for %j", (value) => {
    expect(durationMinutes(value)).toBeNull();
  });
});

describe("textDurationMinutes", () => {
  it.each([
    ["15 min", 15],
    ["1 hr 30 mins", 90],
    ["1h30", 90],
    ["1½ hours", 90],
    ["1 1/2 hours", 90],
    ["an hour and a half", 90],
    ["half an hour", 30],
    ["15-20 minutes", 15],
    ["٤٥ دقيقة", 45],
    ["ساعة ونص", 90],
    ["ساعة إلا ربع", 45],
    ["ربع ساعة", 15],
    ["ساعتين", 120],
    ["٣ ساعات", 180],
    ["عشر دقائق", 10],
  ])("reads %s as %i minutes", (text, minutes) => {
    expect(textDurationMinutes(text)).toBe(minutes);
  });

  it("reads a time alone, and not a step that mentions one", () => {
    expect(onlyDurationMinutes("about 15 minutes")).toBe(15);
    expect(onlyDurationMinutes("حوالي ٢٠ دقيقة")).toBe(20);
    expect(onlyDurationMinutes("the rice for 15 minutes")).toBeNull();
  });
});

describe("servings", () => {
  it.each([
    ["4", 4],
    ["4 servings", 4],
    [["4", "4 servings"], 4],
    ["Serves 6-8", 6],
    ["Makes 30 (serves 6-8)", 6],
    [8, 8],
    [{ "@type": "QuantitativeValue", value: 5 }, 5],
    ["يكفي ٤ أشخاص", 4],
    ["تكفي شخصين", 2],
    ["serves two", 2],
  ])("reads the yield %j as %i", (value, servings) => {
    expect(servingsOfYield(value)).toBe(servings);
  });

  it("says nothing for a yield without a count", () => {
    expect(servingsOfYield("a big pot")).toBeNull();
    expect(servingsOfYield(0)).toBeNull();
    expect(servingsOfText("")).toBeNull();
  });
});
