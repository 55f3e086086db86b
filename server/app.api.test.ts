import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTestApp, type TestApp } from "../test/helpers/build-test-app";
import { precompress } from "../scripts/client-build";

function makeClientBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-client-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><head><title>Wasfa</title></head><div id=root></div>");
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(
    path.join(dir, ".vite/manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/index-abc123.js" },
      "src/features/recipes/pages/browse-page.tsx": { file: "assets/browse-page-ghi789.js" },
    }),
  );
  writeFileSync(path.join(dir, "assets/index-abc123.js"), "console.log('hi')");
  const big = `console.log(${JSON.stringify("wasfa ".repeat(500))});`;
  writeFileSync(path.join(dir, "assets/big-def456.js"), big);
  precompress(dir);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  return dir;
}

describe("the app shell", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      clientDir: makeClientBuild(),
      beforeReady(app) {
        app.post(
          "/api/test/echo",
          { schema: { body: z.object({ name: z.string().min(1, "required"), age: z.number().int() }) } },
          async (request) => request.body,
        );
        app.get("/api/test/boom", async () => {
          throw new Error("secret connection string postgres://user:pw@db");
        });
      },
    });
  });
  afterAll(() => t.close());

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(response.json()).toEqual({ message: "There is no such API route.", code: "NOT_FOUND" });
  });

  it("serves index.html for every client route so the browser router can answer", async () => {
    for (const url of ["/", "/browse", "/browse/", "/Browse", "/recipe/12", "/account?tab=phone"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<div id=root>');
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("answers an address that is no page with 404 and the page the browser draws the not-found page from", async () => {
    for (const url of ["/no/such/page?x=1", "/recipe/abc", "/recipe/12/extra", "/browsing"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain("<div id=root>");
      // Nothing to revalidate: a 404 is never answered 304.
      expect(response.headers.etag).toBeUndefined();
    }
    expect((await t.app.inject({ method: "HEAD", url: "/no/such/page" })).statusCode).toBe(404);
  });

  it("names an on-demand page's scripts in that page's HTML, and never serves the build manifest", async () => {
    const browse = await t.app.inject({ method: "GET", url: "/browse" });
    expect(browse.body).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-page-ghi789.js"></head>');
    expect((await t.app.inject({ method: "GET", url: "/" })).body).not.toContain("modulepreload");
    const manifest = await t.app.inject({ method: "GET", url: "/.vite/manifest.json" });
    expect(manifest.body).not.toContain("browse-page");
  });

  it("sends the page compressed and answers 304 when the browser has it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/browse" });
    const br = await t.app.inject({ method: "GET", url: "/browse", headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const again = await t.app.inject({ method: "GET", url: "/browse", headers: { "if-none-match": String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("caches hashed assets for a year and revalidates other files", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(icon.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends built assets precompressed with brotli or gzip, whichever the browser takes", async () => {
    const br = await t.app.inject({ method: "GET", url: "/assets/big-def456.js", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gz = await t.app.inject({ method: "GET", url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ method: "GET", url: "/assets/big-def456.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("wasfa wasfa");
  });

  it("compresses large API answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/recipes", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    const json = gunzipSync(response.rawPayload);
    expect(JSON.parse(json.toString("utf8")).length).toBeGreaterThanOrEqual(44);
    expect(response.rawPayload.length).toBeLessThan(json.length / 3);
  });

  it("does not serve files outside the client build", async () => {
    const response = await t.app.inject({ method: "GET", url: "/assets/..%2f..%2fetc%2fpasswd" });
    expect(response.body).not.toContain("root:");
  });

  it("rejects bad input with 400, a message and the errors of each field", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/test/echo", payload: { name: "", age: "x" } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", message: "Please check the highlighted fields." });
    expect(body.fieldErrors.name).toEqual(["This field is required"]);
    // A wrong type gets a spoken message too, not the validator's own English.
    expect(body.fieldErrors.age).toEqual(["This value is not valid"]);
  });

  it("speaks Arabic to a client that asks for it", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "accept-language": "ar" },
      payload: { name: "", age: "3" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: ["هذا الحقل مطلوب"], age: ["هذه القيمة غير صالحة"] });
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: '{"name": "a", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "The request body is not valid JSON.", code: "VALIDATION_ERROR" });
  });

  it("answers the router's own refusals (an over-long or malformed path) in the API's error shape", async () => {
    const tooLong = await t.app.inject({ method: "DELETE", url: `/api/favorites/${"9".repeat(500)}`, headers: { origin: t.config.appUrl } });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ message: "Please check the highlighted fields.", code: "VALIDATION_ERROR" });
    const malformed = await t.app.inject({ method: "GET", url: "/api/recipes/%E0%A4%A" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: "Please check the highlighted fields.", code: "VALIDATION_ERROR" });
  });

  it("hides the details of a server error", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      code: "INTERNAL_ERROR",
    });
    expect(response.body).not.toContain("postgres://");
  });

  it("sends strict security headers and a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the app behind HTTPS", () => {
  it("asks browsers to keep to HTTPS", async () => {
    const t = await buildTestApp({ config: { appUrl: "https://wasfa.example" } });
    try {
      const response = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toContain("max-age=31536000");
    } finally {
      await t.close();
    }
  });
});
