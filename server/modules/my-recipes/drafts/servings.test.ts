import { describe, expect, it } from "vitest";
import { servingsOfText, servingsOfYield, servingsRangeOfYield } from "./servings";

describe("servings of a range count its lower end, however the range is written", () => {
  it.each([
    ["8 - 10 servings", 8],
    ["Serves 2 to 4", 2],
    ["Makes 30 (serves 6-8)", 6],
    ["يكفي ٤-٦ أشخاص", 4],
    ["4 à 6 personnes", 4],
    ["4-6 Portionen", 4],
    ["4 servings", 4],
    ["Serves 4", 4],
  ])("reads %s as %i", (text, servings) => {
    expect(servingsOfText(text)).toBe(servings);
  });

  it("keeps the range's own words for the owner to see, and nothing when it is no range", () => {
    expect(servingsRangeOfYield(["8", "8 - 10 servings"])).toBe("8 - 10 servings");
    expect(servingsRangeOfYield("Serves 2 to 4")).toBe("Serves 2 to 4");
    expect(servingsRangeOfYield(["4", "4 servings"])).toBeNull();
    expect(servingsOfYield(["8", "8 - 10 servings"])).toBe(8);
  });
});
