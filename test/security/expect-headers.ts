import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";

/** The CSP's directives by name. */
export function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers["content-security-policy"] ?? "");
  return new Map(header.split(";").map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...values]) => [name!, values]));
}

/** docs/design.md §7 on one answer: a strict CSP, no sniffing, no framing, a referrer policy, nothing that names the server. */
export function expectStrictHeaders(response: LightMyRequestResponse, label: string) {
  const csp = directives(response);
  const scripts = csp.get("script-src") ?? csp.get("default-src");
  expect(scripts, `${label}: script-src`).toBeDefined();
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain("*");
  expect(csp.get("object-src") ?? csp.get("default-src"), label).toEqual(["'none'"]);
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
  expect(response.headers["referrer-policy"], label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  // Framing: refused by CSP frame-ancestors, except where default-src 'none' leaves nothing to run or click
  // (the SVG artwork); X-Frame-Options refuses it everywhere, for browsers that read only that.
  if (!csp.has("default-src") || csp.get("default-src")![0] !== "'none'") expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(response.headers["x-frame-options"], label).toMatch(/^(DENY|SAMEORIGIN)$/);
  expect(response.headers["x-powered-by"], label).toBeUndefined();
  expect(response.headers.server, label).toBeUndefined();
  // No other site may read an answer: there is no CORS grant, whatever Origin asks.
  expect(response.headers["access-control-allow-origin"], label).toBeUndefined();
}
