import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageAt, pages } from "./pages";

/** A client module specifier ("@/…" or relative to `file`) as a path from client/ ("src/…tsx"). */
const fromClient = (file: string, specifier: string) =>
  specifier.startsWith("@/") ? `src/${specifier.slice(2)}.tsx` : `${path.posix.join(path.posix.dirname(file), specifier)}.tsx`;

const source = (file: string) => readFileSync(path.resolve("client", file), "utf8");

/** The modules a client file loads with lazyPage(), as paths from client/ ("src/…tsx"). */
function lazyPageImports(file: string) {
  return [...source(file).matchAll(/lazyPage\(\(\) => import\("([^"]+)"\)\)/g)].map(([, specifier = ""]) => fromClient(file, specifier));
}

describe("the on-demand pages the server preloads", () => {
  it("are the pages the client router loads on demand, and home's recipe rows", () => {
    const lazyImports = [...lazyPageImports("src/app/router.tsx"), ...lazyPageImports("src/features/recipes/pages/home-page.tsx")];
    expect(lazyImports).toContain("src/features/recipes/components/home-recipes.tsx");
    expect([...new Set(pages.map((page) => page.module))].sort()).toEqual(lazyImports.sort());
  });

  it("are each loaded by the client as the module the table names for its path", () => {
    const router = "src/app/router.tsx";
    const homePage = "src/features/recipes/pages/home-page.tsx";
    // Loaders given a name (`const HomeRecipes = lazyPage(() => import("…"))`), in the router and home's page.
    const named = new Map(
      [router, homePage].flatMap((file) =>
        [...source(file).matchAll(/const (\w+) = lazyPage\(\(\) => import\("([^"]+)"\)\)/g)].map(([, name = "", specifier = ""]) => [name, fromClient(file, specifier)] as const),
      ),
    );
    const loaded = new Map(
      [...source(router).matchAll(/^ {2}"(\/[^"]*)": (?:lazyPage\(\(\) => import\("([^"]+)"\)\)|(\w+)),$/gm)].map(([, path = "", specifier, name = ""]) => [
        path,
        specifier ? fromClient(router, specifier) : named.get(name),
      ]),
    );
    expect(Object.fromEntries(loaded)).toEqual(Object.fromEntries(pages.map((page) => [page.path, page.module])));
  });
});

describe("the page at a path", () => {
  it("takes numeric ids only, and a trailing slash on every path but home", () => {
    expect(pageAt("/")?.path).toBe("/");
    expect(pageAt("//")).toBeUndefined();
    expect(pageAt("/browse/")?.path).toBe("/browse");
    expect(pageAt("/recipe/12")?.path).toBe("/recipe/:id");
    expect(pageAt("/recipe/abc")).toBeUndefined();
    expect(pageAt("/my-recipes/new")?.module).toBe(pageAt("/my-recipes/7/edit")?.module);
    expect(pageAt("/my-recipes/new/edit")).toBeUndefined();
    expect(pageAt("/no/such/page")).toBeUndefined();
  });

  it("reads letters in either case, as the browser's router does (the server answers 404 for what it would not show)", () => {
    expect(pageAt("/Browse")?.path).toBe("/browse");
    expect(pageAt("/RECIPE/12")?.path).toBe("/recipe/:id");
    expect(pageAt("/browsing")).toBeUndefined();
  });
});
