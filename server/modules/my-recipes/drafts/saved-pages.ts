import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PageExpectation } from "./import-score";

export const savedPagesDir = path.join(import.meta.dirname, "fixtures", "pages");

export type SavedPage = PageExpectation & { name: string; html: string };

/** The saved recipe pages of the import's test set (fixtures/pages, or another folder): <name>.html and what it holds, <name>.json. */
export function savedPages(folder = savedPagesDir): SavedPage[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const name = file.replace(/\.json$/, "");
      const expectation = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as PageExpectation;
      return { ...expectation, name, html: readFileSync(path.join(folder, `${name}.html`), "utf8") };
    });
}
