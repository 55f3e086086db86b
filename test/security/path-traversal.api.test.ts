import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientBuildFixture, indexHtml, outsideSecret } from "./fixtures";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

/** Ways of writing "go up a folder" that a file server might decode into one. */
const ups = ["..", "%2e%2e", "%2E%2E", ".%2e", "%252e%252e", "..%c0%af", "%c0%ae%c0%ae"];
const slashes = ["/", "%2f", "%2F", "%252f", "\\", "%5c", "%255c"];
/** Targets above the build: the fixture's own secrets, the repository's config, and the system's. */
const targets = ["secret.txt", "server/config.ts", "etc/passwd", "proc/self/environ"];

/** "../../x" written with one way of going up and one kind of slash. */
const climb = (up: string, slash: string, target: string, depth = 3) => `${`${up}${slash}`.repeat(depth)}${target.replaceAll("/", slash)}`;

describe("path traversal", () => {
  let t: GuardedApp;
  let port: number;

  /**
   * A GET over real HTTP with the path exactly as written: `app.inject` parses URLs the WHATWG way,
   * which resolves "%2e%2e" and "\\" before the app sees them, as browsers do but attackers need not.
   */
  const get = (path: string) =>
    new Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path }, (response) => {
        let body = "";
        response.setEncoding("utf8").on("data", (chunk) => (body += chunk));
        response.on("end", () => {
          t.guard.check(`GET ${path}`, String(response.headers["content-type"] ?? ""), body);
          resolve({ statusCode: response.statusCode!, body, headers: response.headers });
        });
      })
        .on("error", reject)
        .end();
    });

  beforeAll(async () => {
    t = await guardedTestApp({ clientDir: clientBuildFixture() });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  /** Nothing but a client error, or the app shell itself (the SPA fallback), never a file from outside. */
  function expectNoEscape(response: { statusCode: number; body: string; headers: Record<string, unknown> }, url: string) {
    expect(response.statusCode, url).toBeLessThan(500);
    expect(response.body, url).not.toContain(outsideSecret);
    expect(response.body, url).not.toMatch(/root:.*:0:0:|SESSION_SECRET|loadConfig/);
    if (response.statusCode === 200) expect(response.body, url).toBe(indexHtml);
    else expect([400, 403, 404], url).toContain(response.statusCode);
  }

  it("serves no file outside the client build through the static routes, however '..' is written", async () => {
    let tried = 0;
    for (const prefix of ["/", "/assets/", "/assets/app-abc123.js/"]) {
      for (const up of ups) {
        for (const slash of slashes) {
          for (const target of targets) {
            const url = `${prefix}${climb(up, slash, target)}`;
            expectNoEscape(await get(url), url);
            tried += 1;
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    // The build's own files are still served, so the walk above was aimed at a live file server.
    expect((await get("/assets/app-abc123.js")).body).toContain("wasfa");
  });

  it("finds nothing through the image, artwork and recipe routes, which take ids, not paths", async () => {
    for (const target of targets) {
      for (const url of [
        `/api/images/${climb("..", "%2f", target)}`,
        `/api/images/${climb("%2e%2e", "/", target)}`,
        `/api/images/00000000-0000-4000-8000-000000000000${climb("/..", "/", target, 1)}`,
        `/art/${climb("..", "%2f", target)}/main/1.svg`,
        `/art/khaleeji/main/${climb("..", "%2f", target)}`,
        `/api/recipes/${climb("..", "%2f", target)}`,
        `/api/${climb("..", "/", target)}`,
      ]) {
        const response = await get(url);
        expectNoEscape(response, url);
        // Under /api the answer is JSON (an unknown route or a bad id), never the SPA's HTML.
        if (url.startsWith("/api/")) expect(response.headers["content-type"], url).toContain("application/json");
      }
    }
  });

  it("answers a NUL byte or an over-long path as a client error", async () => {
    for (const url of ["/assets/app-abc123.js%00.png", "/%00", "/assets/%00../../secret.txt", `/assets/${"a".repeat(5000)}`, "/api/images/%00"]) {
      expectNoEscape(await get(url), url);
    }
  });
});
