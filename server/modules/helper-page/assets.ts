import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { helperLanguages, type HelperLanguage } from "../../../common/languages";
import type { HelperPageAssets } from "./document";
import { serviceWorkerSource } from "./worker-script";

/** The parts of Vite's build manifest read here. */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** The page's sources in the client build (client/helper-page), as its manifest names them. */
const sourceDir = "helper-page/";
/** The page's own script (client/helper-page/main.ts), an input of the client build beside index.html. */
export const helperEntry = `${sourceDir}main.ts`;
/** Where the service worker is served; its scope is `/h/`, the folder it is in. */
export const serviceWorkerUrl = "/h/sw.js";

/** One stylesheet per script in client/helper-page/fonts, each an input of the build. */
const fontByScript: Record<HelperLanguage["script"], string> = {
  Latin: "latin",
  Arabic: "arabic",
  Ethiopic: "ethiopic",
  Devanagari: "devanagari",
  Sinhala: "sinhala",
  Bengali: "bengali",
  Tamil: "tamil",
  Myanmar: "myanmar",
  Malayalam: "malayalam",
};

/** The font stylesheet's name for a helper language: her script's, and Nastaliq for Urdu, which is written in it. */
export function helperFontFor(language: string): string {
  if (language === "ur") return "nastaliq";
  const script = helperLanguages.find((candidate) => candidate.code === language)?.script ?? "Latin";
  return fontByScript[script];
}

const manifests = new Map<string, Manifest>();
function manifestOf(clientDir: string): Manifest {
  let manifest = manifests.get(clientDir);
  if (!manifest) {
    const file = path.join(clientDir, ".vite/manifest.json");
    manifest = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : {};
    manifests.set(clientDir, manifest);
  }
  return manifest;
}

const url = (file: string) => `/${file}`;

/**
 * The built files of the helper's page in her language, read from the client build's manifest (once per
 * folder): the page's script and stylesheet, and the one font stylesheet of her script. Without a build
 * the lists are empty and the page still reads, as it does with JavaScript off.
 */
export function helperPageAssets(clientDir: string, language: string): HelperPageAssets {
  const manifest = manifestOf(clientDir);
  const entry = manifest[helperEntry];
  // The entry is built to import nothing; should a chunk appear, it is loaded with it all the same.
  const chunks = entry ? [entry, ...(entry.imports ?? []).flatMap((key) => manifest[key] ?? [])] : [];
  const font = manifest[`${sourceDir}fonts/${helperFontFor(language)}.css`];
  return {
    scripts: chunks.map((chunk) => url(chunk.file)),
    styles: chunks.flatMap((chunk) => chunk.css ?? []).map(url),
    fontStyles: font ? [url(font.file)] : [],
    serviceWorker: serviceWorkerUrl,
  };
}

/**
 * The service worker's script for this build, to serve at `serviceWorkerUrl` as `text/javascript` with
 * `cache-control: no-cache`. Its version names the helper's built files, so a new build installs a new worker.
 */
export function helperServiceWorker(clientDir: string): string {
  const manifest = manifestOf(clientDir);
  const own = Object.entries(manifest).filter(([key]) => key.startsWith(sourceDir));
  const version = createHash("sha256").update(JSON.stringify(own)).digest("base64url").slice(0, 12);
  return serviceWorkerSource(version);
}
