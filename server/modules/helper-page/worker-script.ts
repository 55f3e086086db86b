import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Read as text by path: Vite (the tests) would take `new URL("./service-worker.js", import.meta.url)` for an import.
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "service-worker.js"), "utf8");

/** The helper page's service worker (service-worker.js) with its version filled in. */
export function serviceWorkerSource(version: string): string {
  return source.replace('"__VERSION__"', JSON.stringify(version));
}
