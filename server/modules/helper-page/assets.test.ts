import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { helperLanguageCodes } from "../../../common/languages";
import { helperFontFor, helperPageAssets, helperServiceWorker } from "./assets";

const fontNames = ["latin", "arabic", "nastaliq", "devanagari", "bengali", "tamil", "malayalam", "sinhala", "ethiopic", "myanmar"];

function fakeBuild(helperFile = "assets/helper-abc.js"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-helper-assets-"));
  mkdirSync(path.join(dir, ".vite"));
  const manifest = {
    "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"], isEntry: true },
    "helper-page/main.ts": { file: helperFile, css: ["assets/helper-abc.css"], isEntry: true },
    ...Object.fromEntries(fontNames.map((name) => [`helper-page/fonts/${name}.css`, { file: `assets/helper-font-${name}-x.css`, isEntry: true }])),
  };
  writeFileSync(path.join(dir, ".vite/manifest.json"), JSON.stringify(manifest));
  return dir;
}

describe("helperFontFor", () => {
  it.each([
    ["ur", "nastaliq"],
    ["ar", "arabic"],
    ["hi", "devanagari"],
    ["ne", "devanagari"],
    ["bn", "bengali"],
    ["ta", "tamil"],
    ["ml", "malayalam"],
    ["si", "sinhala"],
    ["am", "ethiopic"],
    ["my", "myanmar"],
    ["fil", "latin"],
    ["en", "latin"],
    ["sw", "latin"],
    ["lg", "latin"],
  ])("gives %s the font of its script (%s)", (language, font) => {
    expect(helperFontFor(language)).toBe(font);
  });

  it("names, for every helper language, a font stylesheet that exists in the client", () => {
    for (const language of helperLanguageCodes) {
      expect(existsSync(path.resolve(`client/helper-page/fonts/${helperFontFor(language)}.css`)), language).toBe(true);
    }
  });
});

describe("helperPageAssets", () => {
  it("names the helper entry's script and stylesheet, and only her script's font", () => {
    expect(helperPageAssets(fakeBuild(), "ur")).toEqual({
      scripts: ["/assets/helper-abc.js"],
      styles: ["/assets/helper-abc.css"],
      fontStyles: ["/assets/helper-font-nastaliq-x.css"],
      serviceWorker: "/h/sw.js",
    });
  });

  it("never names the main app's files", () => {
    const assets = helperPageAssets(fakeBuild(), "hi");
    expect([...assets.scripts, ...assets.styles, ...assets.fontStyles].join(" ")).not.toContain("index-1");
  });

  it("names no file when there is no client build, so the page still renders", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-helper-none-"));
    expect(helperPageAssets(dir, "am")).toEqual({ scripts: [], styles: [], fontStyles: [], serviceWorker: "/h/sw.js" });
  });
});

describe("helperServiceWorker", () => {
  it("fills in a version that changes when the helper's built files change", () => {
    const first = helperServiceWorker(fakeBuild("assets/helper-one.js"));
    const second = helperServiceWorker(fakeBuild("assets/helper-two.js"));
    expect(first).not.toContain("__VERSION__");
    expect(first).toMatch(/const version = "[\w-]{12}";/);
    expect(first).not.toBe(second);
  });
});
