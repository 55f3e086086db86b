import { describe, expect, it } from "vitest";
import { durationsIn } from "./durations";
import { catalogSteps } from "./test-catalog";

const found = (step: string) => durationsIn(step).map(({ text, seconds, maxSeconds }) => ({ text, seconds, maxSeconds }));

describe("durations in a step", () => {
  it("reads minutes, hours and seconds, ranges and mixed numbers", () => {
    expect(found("Simmer for 20 minutes.")).toEqual([{ text: "20 minutes", seconds: 1200, maxSeconds: undefined }]);
    expect(found("Cook on low heat for 1-2 hours")).toEqual([{ text: "1-2 hours", seconds: 3600, maxSeconds: 7200 }]);
    expect(found("Bake 45 min, then rest 30 seconds")).toEqual([
      { text: "45 min", seconds: 2700, maxSeconds: undefined },
      { text: "30 seconds", seconds: 30, maxSeconds: undefined },
    ]);
    expect(found("Simmer for 2½-3 hours")).toEqual([{ text: "2½-3 hours", seconds: 9000, maxSeconds: 10800 }]);
    expect(found("Leave for 1½ hours")[0]!.seconds).toBe(5400);
  });

  it("reads durations written in words", () => {
    expect(found("Marinate for an hour")).toEqual([{ text: "an hour", seconds: 3600, maxSeconds: undefined }]);
    expect(found("Rest for half an hour")[0]!.seconds).toBe(1800);
    expect(found("Stir for a minute")[0]!.seconds).toBe(60);
    expect(found("Bake for an hour and a half")).toEqual([{ text: "an hour and a half", seconds: 5400, maxSeconds: undefined }]);
  });

  it("reads hours and minutes written together as one duration", () => {
    expect(found("Roast for 1 hour 30 minutes")).toEqual([{ text: "1 hour 30 minutes", seconds: 5400, maxSeconds: undefined }]);
    expect(found("Roast for 1 hour and 15 minutes")[0]!.seconds).toBe(4500);
    expect(found("Cook 10 minutes, then 5 minutes more")).toHaveLength(2);
  });

  it("takes no temperature, amount or storage time for a duration", () => {
    expect(found("Heat the oven to 350°F and add 2 cups of stock")).toEqual([]);
    expect(found("Keeps for up to 5 days in a closed jar")).toEqual([]);
    expect(found("Pulse 3-4 times")).toEqual([]);
  });

  it("finds timers in the bundled steps and nothing that is not a time", () => {
    const withTimer = catalogSteps.filter((step) => durationsIn(step).length > 0);
    for (const step of catalogSteps) {
      for (const duration of durationsIn(step)) {
        expect(duration.text, step).toMatch(/(?:seconds?|minutes?|hours?|hour|minute)$/);
        expect(duration.text, step).not.toMatch(/°|cup|tbsp|tsp|\bg\b|ml|cm/);
        expect(duration.seconds).toBeGreaterThan(0);
        if (duration.maxSeconds !== undefined) expect(duration.maxSeconds).toBeGreaterThan(duration.seconds);
      }
    }
    console.log(`durations: ${withTimer.length} of ${catalogSteps.length} bundled steps name a duration`);
    expect(withTimer.length).toBeGreaterThan(catalogSteps.length / 3);
  });
});
