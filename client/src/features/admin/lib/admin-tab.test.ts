import { describe, expect, it } from "vitest";
import { adminTabFromParam, withAdminTab } from "./admin-tab";

describe("admin tab in the URL", () => {
  it("reads users, recipes and stats, and falls back to recipes", () => {
    expect(adminTabFromParam("users")).toBe("users");
    expect(adminTabFromParam("stats")).toBe("stats");
    expect(adminTabFromParam("recipes")).toBe("recipes");
    expect(adminTabFromParam(null)).toBe("recipes");
    expect(adminTabFromParam("billing")).toBe("recipes");
  });

  it("writes the tab and keeps the other parameters", () => {
    expect(withAdminTab(new URLSearchParams("tab=users&x=1"), "stats").toString()).toBe("tab=stats&x=1");
  });
});
