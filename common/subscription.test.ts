import { describe, expect, it } from "vitest";
import { canUseRecipes, effectiveStatus } from "./subscription";

const now = new Date("2026-06-15T12:00:00Z");
const past = "2026-06-01T00:00:00Z";
const future = "2026-07-01T00:00:00Z";

describe("the effective subscription status", () => {
  it.each([
    ["trial", future, null, "trial"],
    ["trial", past, null, "inactive"],
    ["trial", null, null, "inactive"],
    ["active", null, future, "active"],
    ["active", null, null, "active"],
    ["active", null, past, "inactive"],
    ["canceling", null, future, "canceling"],
    ["canceling", null, past, "canceled"],
    ["canceling", null, null, "canceled"],
    ["canceled", null, future, "canceled"],
    ["inactive", future, future, "inactive"],
    [null, future, future, "inactive"],
    ["something-else", null, null, "inactive"],
  ] as const)("reads %s (trial ends %s, paid until %s) as %s", (stored, trialEndsAt, subscriptionEndsAt, expected) => {
    expect(effectiveStatus({ subscriptionStatus: stored, trialEndsAt, subscriptionEndsAt }, now)).toBe(expected);
  });

  it("lets a trial, a paid month and a canceled month until its end open recipes", () => {
    expect(["trial", "active", "canceling", "canceled", "inactive"].filter((s) => canUseRecipes(s as never))).toEqual([
      "trial",
      "active",
      "canceling",
    ]);
  });
});
