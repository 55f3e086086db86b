import { describe, expect, it } from "vitest";
import { formatMonth, fromLocalInput, toLocalInput } from "./format";

describe("dashboard formats", () => {
  it("round-trips an instant through a datetime-local value, to the minute", () => {
    const iso = "2026-03-14T09:26:00.000Z";
    expect(toLocalInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it("leaves a missing date empty", () => {
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("not a date")).toBe("");
  });

  it("names a statistics month", () => {
    expect(formatMonth("2026-05", "en-US")).toBe("May 2026");
    expect(formatMonth("2025-12", "en-US")).toBe("Dec 2025");
  });
});
