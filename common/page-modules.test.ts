import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageModules } from "./page-modules";

describe("the on-demand pages the server preloads", () => {
  it("are the pages the client router loads on demand", () => {
    const router = readFileSync(path.resolve("client/src/app/router.tsx"), "utf8");
    const lazyImports = [...router.matchAll(/lazyPage\(\(\) => import\("@\/([^"]+)"\)\)/g)].map((m) => `src/${m[1]}.tsx`);
    expect(pageModules.map((page) => page.module).sort()).toEqual(lazyImports.sort());
  });
});
