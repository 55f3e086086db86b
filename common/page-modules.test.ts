import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageModules } from "./page-modules";

/** The modules a client file loads with lazyPage(), as paths from client/ ("src/…tsx"). */
function lazyPageImports(file: string) {
  const source = readFileSync(path.resolve("client", file), "utf8");
  return [...source.matchAll(/lazyPage\(\(\) => import\("([^"]+)"\)\)/g)].map(([, specifier = ""]) =>
    specifier.startsWith("@/") ? `src/${specifier.slice(2)}.tsx` : `${path.posix.join(path.posix.dirname(file), specifier)}.tsx`,
  );
}

describe("the on-demand pages the server preloads", () => {
  it("are the pages the client router loads on demand, and home's recipe rows", () => {
    const lazyImports = [...lazyPageImports("src/app/router.tsx"), ...lazyPageImports("src/features/recipes/pages/home-page.tsx")];
    expect(lazyImports).toContain("src/features/recipes/components/home-recipes.tsx");
    expect(pageModules.map((page) => page.module).sort()).toEqual(lazyImports.sort());
  });
});
