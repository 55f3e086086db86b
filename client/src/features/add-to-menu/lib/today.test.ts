import { describe, expect, it } from "vitest";
import { localToday } from "./today";

describe("today", () => {
  it("reads today from the device's own calendar, not UTC's", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localToday(new Date(2026, 11, 31, 0, 1))).toBe("2026-12-31");
  });});
