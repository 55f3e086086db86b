import { describe, expect, it } from "vitest";
import { isAccountLocation, isDialogFreeLocation, needsHelperDetails, startsLoginSession } from "./helper-dialog-session";
import { hasHelperDetails, maySendRecipes, sendLanguageOf } from "./send-rules";
import { trialOwner } from "./owner.fixture";

const user = trialOwner;

describe("the helper welcome dialog's session", () => {
  it("starts a new login session only when a signed-out tab gets a user", () => {
    expect(startsLoginSession(null, user)).toBe(true);
    // A reload: the account was loading, then the same user.
    expect(startsLoginSession(undefined, user)).toBe(false);
    expect(startsLoginSession(user, { ...user })).toBe(false);
    expect(startsLoginSession(user, null)).toBe(false);
    expect(startsLoginSession(null, null)).toBe(false);
  });

  it("counts the helper's details as missing when the name or the phone is, for the dialog and for sending alike", () => {
    const cases = [
      [user, false],
      [{ helperFirstName: "Maria", domesticWorkerPhone: null }, false],
      [{ helperFirstName: "  ", domesticWorkerPhone: "+971501234567" }, false],
      [{ helperFirstName: "Maria", domesticWorkerPhone: "" }, false],
      [{ helperFirstName: "Maria", domesticWorkerPhone: "+971501234567" }, true],
    ] as const;
    for (const [details, complete] of cases) {
      expect(hasHelperDetails(details)).toBe(complete);
      expect(needsHelperDetails(details)).toBe(!complete);
    }
  });

  it("stays off the account page, whose helper tab has the same form", () => {
    expect(isAccountLocation("/account")).toBe(true);
    expect(isAccountLocation("/")).toBe(false);
    expect(isAccountLocation("/recipe/3")).toBe(false);
  });

  it("stays off the admin dashboard and the invitation's page too, and comes everywhere else", () => {
    expect(isDialogFreeLocation("/admin")).toBe(true);
    expect(isDialogFreeLocation("/join")).toBe(true);
    expect(isDialogFreeLocation("/account")).toBe(true);
    expect(isDialogFreeLocation("/browse")).toBe(false);
  });
});

describe("who may send a recipe, and in which language", () => {
  it("lets a trial, a paid month, an ending subscription and admins send, as the account call reports them", () => {
    expect(maySendRecipes(user)).toBe(true);
    expect(maySendRecipes({ ...user, subscriptionStatus: "active" })).toBe(true);
    expect(maySendRecipes({ ...user, subscriptionStatus: "canceling" })).toBe(true);
    expect(maySendRecipes({ ...user, subscriptionStatus: "canceled", isAdmin: true })).toBe(true);
  });

  it("stops a canceled, inactive or never started subscription", () => {
    expect(maySendRecipes({ ...user, subscriptionStatus: "canceled" })).toBe(false);
    expect(maySendRecipes({ ...user, subscriptionStatus: "inactive" })).toBe(false);
    expect(maySendRecipes({ ...user, subscriptionStatus: null })).toBe(false);
  });

  it("sends in the helper's language, English when none (or an unknown one) is set", () => {
    expect(sendLanguageOf({ preferredLanguage: "fil" })).toBe("fil");
    expect(sendLanguageOf({ preferredLanguage: null })).toBe("en");
    expect(sendLanguageOf({ preferredLanguage: "xx" })).toBe("en");
  });
});
