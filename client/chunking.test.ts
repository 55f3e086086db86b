import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pages } from "../common/pages";
import { appChunks } from "./chunking";

const clientDir = "/app/client";
const at = (file: string) => path.join(clientDir, file);
const pageModule = (pagePath: string) => at(pages.find((page) => page.path === pagePath)!.module);
const iconBarrel = fileURLToPath(new URL("../node_modules/lucide-react/dist/esm/lucide-react.mjs", import.meta.url));
const icon = (file: string) => path.join(path.dirname(iconBarrel), "icons", file);

type Module = { imports?: string[]; code?: string };

/** The files `appChunks` gives each module of a small app: start-app, its frame, three owner pages and the account page. */
function chunksOf(modules: Record<string, Module>) {
  const graph = { getModuleInfo: (id: string) => (id in modules ? { importedIds: modules[id]!.imports ?? [], code: modules[id]!.code ?? "" } : null) };
  const chunkOf = appChunks(clientDir);
  return (id: string) => chunkOf(id, graph);
}

const home = pageModule("/");
const browse = pageModule("/browse");
const favorites = pageModule("/favorites");
const account = pageModule("/account");
const start = at("src/start-app.tsx");
const header = at("src/app/layout/header.tsx");
const card = at("src/features/recipes/components/recipe-card.tsx");
const grid = at("src/features/recipes/components/recipe-grid.tsx");
const filters = at("src/features/recipes/components/recipe-filters.tsx");
const subscription = at("src/features/subscription/components/subscription-tab.tsx");
const reactDom = "/app/node_modules/react-dom/cjs/react-dom-client.production.js";
const preloadHelper = "\0vite/preload-helper.js";

const app: Record<string, Module> = {
  [start]: { imports: [header, reactDom, preloadHelper] },
  [header]: { imports: [iconBarrel], code: 'import { Search, HeartIcon as Love } from "lucide-react";' },
  [iconBarrel]: { imports: [icon("search.mjs"), icon("heart.mjs"), icon("trash.mjs")] },
  [home]: { imports: [grid, filters, header] },
  [browse]: { imports: [grid, filters] },
  [favorites]: { imports: [grid] },
  [grid]: { imports: [card] },
  [card]: { imports: [iconBarrel], code: 'import { Trash } from "lucide-react";' },
  [filters]: {},
  [account]: { imports: [subscription, grid] },
  [subscription]: {},
};

describe("how the app's code is cut into files", () => {
  it("puts what the app's start reaches in the frame, but not start-app itself, which awaits a page's code that imports the frame", () => {
    const chunkOf = chunksOf(app);
    expect(chunkOf(header)).toBe("frame");
    expect(chunkOf(start)).toBeNull();
  });

  it("leaves the libraries' file and Vite's preload helper to their own groups", () => {
    const chunkOf = chunksOf(app);
    expect(chunkOf(reactDom)).toBeNull();
    expect(chunkOf(preloadHelper)).toBeNull();
  });

  it("reaches through lucide's one file of icons only the icons a module names", () => {
    const chunkOf = chunksOf(app);
    expect(chunkOf(icon("search.mjs"))).toBe("frame");
    expect(chunkOf(icon("heart.mjs"))).toBe("frame");
    // Named by the cards only: it travels with them, not in every page's first load.
    expect(chunkOf(icon("trash.mjs"))).toBe(chunkOf(card));
  });

  it("gives the modules the same pages reach one file, and modules reached by other pages another", () => {
    const chunkOf = chunksOf(app);
    expect(chunkOf(grid)).toBe(chunkOf(card));
    expect(chunkOf(grid)).toMatch(/^pages-[0-9a-f]{6}$/);
    // The filters are home's and /browse's only: not in the file /favorites loads.
    expect(chunkOf(filters)).toMatch(/^pages-[0-9a-f]{6}$/);
    expect(chunkOf(filters)).not.toBe(chunkOf(grid));
  });

  it("names a module only one owner page reaches after that page", () => {
    const chunkOf = chunksOf({ ...app, [browse]: { imports: [grid, filters, at("src/features/recipes/pages/browse-only.tsx")] } });
    expect(chunkOf(at("src/features/recipes/pages/browse-only.tsx"))).toBe("browse-page");
  });

  it("leaves code only the other pages reach (the account page's) to the bundler's own rule", () => {
    expect(chunksOf(app)(subscription)).toBeNull();
  });
});
