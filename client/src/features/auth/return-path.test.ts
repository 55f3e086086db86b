import { afterEach, describe, expect, it } from "vitest";
import { forgetReturnPath, rememberReturnPath, returnPathMaxAgeMs, safeReturnPath, takeReturnPath } from "./return-path";

describe("the path a visitor returns to after logging in", () => {
  afterEach(forgetReturnPath);

  it("is any page of this site, with its query and fragment", () => {
    expect(safeReturnPath("/recipe/13")).toBe("/recipe/13");
    expect(safeReturnPath("/browse?quick=true#results")).toBe("/browse?quick=true#results");
    expect(safeReturnPath("/")).toBe("/");
    // Normalised as the browser would: dot segments cannot climb out of the site.
    expect(safeReturnPath("/../../recipe/13")).toBe("/recipe/13");
  });

  it.each([
    ["an absolute address", "https://evil.example/recipe/13"],
    ["a scheme-relative address", "//evil.example/recipe/13"],
    ["a backslash the parser reads as a slash", "/\\evil.example"],
    ["a backslash after the slash", "\\/evil.example"],
    ["a tab the parser drops", "/\t/evil.example"],
    ["a line break the parser drops", "/\n/evil.example"],
    ["a script address", "javascript:alert(1)"],
    ["a data address", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "recipe/13"],
    ["an empty string", ""],
    ["a path too long to be one of ours", `/${"a".repeat(2000)}`],
    ["something that is not text", { path: "/recipe/13" }],
  ])("is never %s", (_case, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it("is taken once: reading it forgets it", () => {
    rememberReturnPath("/recipe/13");
    expect(takeReturnPath()).toBe("/recipe/13");
    expect(takeReturnPath()).toBeNull();
  });

  it("keeps the latest wish", () => {
    rememberReturnPath("/recipe/13");
    rememberReturnPath("/recipe/14");
    expect(takeReturnPath()).toBe("/recipe/14");
  });

  it("ignores a path of another site, keeping nothing", () => {
    rememberReturnPath("//evil.example/recipe/13");
    expect(takeReturnPath()).toBeNull();
  });

  it("lapses after half an hour", () => {
    const at = Date.parse("2026-11-27T10:00:00Z");
    rememberReturnPath("/recipe/13", at);
    expect(takeReturnPath(at + returnPathMaxAgeMs + 1)).toBeNull();
    rememberReturnPath("/recipe/13", at);
    expect(takeReturnPath(at + returnPathMaxAgeMs - 1)).toBe("/recipe/13");
  });
});
