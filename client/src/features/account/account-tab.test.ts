import { describe, expect, it } from "vitest";
import { accountTabs, tabFromParam, withTab } from "./account-tab";

describe("the account page's tab parameter", () => {
  it("reads password as Profile, phone as the helper's details and subscription as Subscription", () => {
    expect(tabFromParam("password")).toBe("profile");
    expect(tabFromParam("phone")).toBe("helper");
    expect(tabFromParam("subscription")).toBe("subscription");
  });

  it("opens Profile when the parameter is missing or unknown", () => {
    expect(tabFromParam(null)).toBe("profile");
    expect(tabFromParam("")).toBe("profile");
    expect(tabFromParam("constructor")).toBe("profile");
  });

  it("writes each tab back so that reading it gives the same tab, keeping other parameters", () => {
    for (const tab of accountTabs) {
      const params = withTab(new URLSearchParams("tab=phone&ref=mail"), tab);
      expect(tabFromParam(params.get("tab"))).toBe(tab);
      expect(params.get("ref")).toBe("mail");
    }
    expect(withTab(new URLSearchParams("tab=phone"), "profile").has("tab")).toBe(false);
  });
});
