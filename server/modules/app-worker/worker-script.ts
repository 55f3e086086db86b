import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { appWorkerSettings } from "../../../common/app-worker";
import { everyAppFile, type BuildManifest } from "../../lib/page-preloads";

// Read as text by path: Vite (the tests) would take `new URL("./service-worker.js", import.meta.url)` for an import.
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "service-worker.js"), "utf8");

/**
 * The app shell: the built index.html, the scripts and styles it loads, and every script and stylesheet the app
 * loads later (from the build manifest): every page's code, and the dialogs and menus pages open (decision 0057:
 * offline, a page whose code was never fetched went blank). Their names carry their hashes.
 */
export function shellFiles(clientDir: string): string[] {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, "utf8");
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const manifestFile = path.join(clientDir, ".vite/manifest.json");
  const manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as BuildManifest) : {};
  return ["/index.html", ...new Set([...assets, ...[...everyAppFile(manifest)].map((file) => `/${file}`)])];
}

/**
 * The app's service worker (service-worker.js) for this build, with the shell's files and a version that
 * changes with them and with the worker's own code: a new build installs a new worker.
 */
export function appServiceWorker(clientDir: string): string {
  const files = shellFiles(clientDir);
  const version = createHash("sha256").update(JSON.stringify(files)).update(source).digest("base64url").slice(0, 12);
  return source
    .replace('"__VERSION__"', JSON.stringify(version))
    .replace('"__SHELL_FILES__"', JSON.stringify(files))
    .replace('"__SETTINGS__"', JSON.stringify(appWorkerSettings));
}
