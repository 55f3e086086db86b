import { describe, expect, it } from "vitest";
import { redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it("hides the token of a reset or verification link and keeps the rest", () => {
    expect(redactUrl("/reset-password?email=a%40b.c&token=abc123")).toBe("/reset-password?email=a%40b.c&token=[redacted]");
    expect(redactUrl("/verify-email?token=abc&email=x")).toBe("/verify-email?token=[redacted]&email=x");
    expect(redactUrl("/x?TOKEN=abc#frag")).toBe("/x?TOKEN=[redacted]#frag");
  });

  it("hides the token of a helper link", () => {
    expect(redactUrl("/h/3q2-7Aa_bc")).toBe("/h/[redacted]");
    expect(redactUrl("/h/3q2-7Aa_bc/sw.js?v=1")).toBe("/h/[redacted]/sw.js?v=1");
  });

  it("hides them as the router reads the address: in absolute form, escaped, or with an escaped name", () => {
    expect(redactUrl("http://wasfa.example/h/3q2-7Aa_bc?x=1")).toBe("/h/[redacted]?x=1");
    expect(redactUrl("HTTPS://wasfa.example:443/h/3q2-7Aa_bc")).toBe("/h/[redacted]");
    expect(redactUrl("/%68/3q2-7Aa_bc")).toBe("/%68/[redacted]");
    expect(redactUrl("http://wasfa.example/reset-password?%74oken=abc&email=x")).toBe("/reset-password?%74oken=[redacted]&email=x");
    expect(redactUrl("http://wasfa.example")).toBe("/");
  });

  it("leaves an address without secrets as it is", () => {
    expect(redactUrl("/api/recipes?q=tokenish&page=2")).toBe("/api/recipes?q=tokenish&page=2");
    expect(redactUrl("/help/me?%E0%A4=1&a")).toBe("/help/me?%E0%A4=1&a");
  });
});
