import { describe, expect, it } from "vitest";
import { appFiles, pagePreloads, type BuildManifest } from "./page-preloads";

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>`;
const manifest: BuildManifest = {
  "index.html": { file: "assets/index-1.js", imports: ["_vendor.js"] },
  "_vendor.js": { file: "assets/vendor-1.js" },
  "_search.js": { file: "assets/search-1.js", imports: ["_vendor.js"] },
  "src/features/recipes/pages/browse-page.tsx": { file: "assets/browse-page-1.js", imports: ["_search.js", "_vendor.js"] },
  "src/features/recipes/pages/recipe-page.tsx": { file: "assets/recipe-page-1.js", imports: ["_vendor.js"] },
};

describe("page preloads", () => {
  const pageFor = pagePreloads(indexHtml, manifest);

  it("names a page's own scripts and what they import, but not what index.html already loads", () => {
    const { html } = pageFor("/browse");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/browse-page-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/search-1.js">');
    expect(html).not.toContain('href="/assets/vendor-1.js"');
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
  });

  it("matches recipe pages by numeric id only, and sends index.html as built for every other path", () => {
    expect(pageFor("/recipe/12").html).toContain("recipe-page-1.js");
    expect(pageFor("/recipe/abc").html).toBe(indexHtml);
    expect(pageFor("/").html).toBe(indexHtml);
    expect(pageFor("/no/such/page").key).toBe("index");
  });

  it("leaves out what the app loads once the page has painted (the entry's dynamic import), and the pages' code", () => {
    const started: BuildManifest = {
      "index.html": { file: "assets/index-1.js", dynamicImports: ["src/start-app.tsx"] },
      "src/start-app.tsx": { file: "assets/start-app-1.js", imports: ["_vendor.js"], dynamicImports: ["src/features/recipes/pages/browse-page.tsx"] },
      "_vendor.js": { file: "assets/vendor-1.js" },
      "src/features/recipes/pages/browse-page.tsx": { file: "assets/browse-page-1.js", imports: ["_vendor.js"] },
    };
    expect([...appFiles(started)]).toEqual(["assets/index-1.js", "assets/start-app-1.js", "assets/vendor-1.js"]);
    const { html } = pagePreloads(indexHtml, started)("/browse");
    expect(html).toContain('href="/assets/browse-page-1.js"');
    expect(html).not.toContain('href="/assets/vendor-1.js"');
    expect(html).not.toContain('href="/assets/start-app-1.js"');
  });

  it("sends index.html as built when the build has no manifest", () => {
    expect(pagePreloads(indexHtml, {})("/browse").html).toBe(indexHtml);
  });
});
