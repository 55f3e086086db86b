import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appServiceWorker, shellFiles } from "./worker-script";

/** A client build whose index.html loads `assets`. */
function fakeBuild(...assets: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-app-worker-"));
  mkdirSync(path.join(dir, "assets"));
  const tags = assets.map((file) => (file.endsWith(".css") ? `<link rel="stylesheet" href="/${file}">` : `<script type="module" src="/${file}"></script><link rel="modulepreload" href="/${file}">`));
  writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><head>${tags.join("")}<link rel="icon" href="/favicon.svg"></head><body></body></html>`);
  return dir;
}

describe("the app's service worker", () => {
  it("keeps the shell: the built index.html and each script and style it loads, once", () => {
    expect(shellFiles(fakeBuild("assets/index-a1.js", "assets/vendor-b2.js", "assets/index-c3.css"))).toEqual([
      "/index.html",
      "/assets/index-a1.js",
      "/assets/vendor-b2.js",
      "/assets/index-c3.css",
    ]);
  });

  it("keeps every page's code too, and what pages open on demand, however deep, as the build manifest names it", () => {
    const dir = fakeBuild("assets/index-a1.js", "assets/index-c3.css");
    mkdirSync(path.join(dir, ".vite"));
    const manifest = {
      "index.html": { file: "assets/index-a1.js", dynamicImports: ["src/start-app.tsx"] },
      "src/start-app.tsx": { file: "assets/start-app-d4.js", imports: ["_vendor.js"], dynamicImports: ["src/browse.tsx", "src/admin.tsx"] },
      "_vendor.js": { file: "assets/vendor-b2.js" },
      "src/browse.tsx": { file: "assets/browse-f6.js", imports: ["_vendor.js"], dynamicImports: ["src/dialog.tsx"] },
      "src/dialog.tsx": { file: "assets/dialog-g7.js", css: ["assets/dialog-h8.css"] },
      "src/admin.tsx": { file: "assets/admin-e5.js" },
      // Another entry of the build (the helper's page, with its own worker): not the app's.
      "helper-page/main.ts": { file: "assets/helper-i9.js" },
    };
    writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
    expect(shellFiles(dir)).toEqual([
      "/index.html",
      "/assets/index-a1.js",
      "/assets/index-c3.css",
      "/assets/start-app-d4.js",
      "/assets/vendor-b2.js",
      "/assets/browse-f6.js",
      "/assets/dialog-g7.js",
      "/assets/dialog-h8.css",
      "/assets/admin-e5.js",
    ]);
  });

  it("is a new worker for a new build, with its shell written in", () => {
    const first = appServiceWorker(fakeBuild("assets/index-one.js"));
    const second = appServiceWorker(fakeBuild("assets/index-two.js"));
    expect(first).toMatch(/const version = "[\w-]{12}";/);
    expect(first).toContain('const shellFiles = ["/index.html","/assets/index-one.js"];');
    expect(first).not.toBe(second);
  });

  it("has an empty shell when there is no build", () => {
    expect(shellFiles(path.join(os.tmpdir(), "no-such-build"))).toEqual([]);
    expect(appServiceWorker(path.join(os.tmpdir(), "no-such-build"))).toContain("const shellFiles = [];");
  });
});
