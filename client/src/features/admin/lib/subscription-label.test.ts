import { describe, expect, it } from "vitest";
import { subscriptionLabel } from "./subscription-label";

const date = "2026-12-01T10:00:00.000Z";
const user = (subscriptionStatus: Parameters<typeof subscriptionLabel>[0]["subscriptionStatus"], trialEndsAt: string | null, subscriptionEndsAt: string | null) => ({
  subscriptionStatus,
  trialEndsAt,
  subscriptionEndsAt,
});

describe("admin subscription label", () => {
  it("says until when an active subscription runs", () => {
    expect(subscriptionLabel(user("active", null, date))).toEqual({ key: "users.label.activeUntil", date });
    expect(subscriptionLabel(user("active", null, null))).toEqual({ key: "users.label.active" });
  });

  it("says when a trial ends", () => {
    expect(subscriptionLabel(user("trial", date, null))).toEqual({ key: "users.label.trialEnds", date });
  });

  it("says until when a canceled subscription ran, when known", () => {
    expect(subscriptionLabel(user("canceled", null, date))).toEqual({ key: "users.label.canceledUntil", date });
    expect(subscriptionLabel(user("canceled", null, null))).toEqual({ key: "users.label.canceled" });
  });

  it("says Not set otherwise", () => {
    expect(subscriptionLabel(user("inactive", date, date))).toEqual({ key: "users.label.notSet" });
    expect(subscriptionLabel(user(null, null, null))).toEqual({ key: "users.label.notSet" });
  });
});
