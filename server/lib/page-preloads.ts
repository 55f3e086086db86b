import { pageAt, pages } from "../../common/pages";

/** The parts of Vite's build manifest used here: each chunk's file, its styles, and the chunks it imports, statically or not. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** A chunk's file and every chunk it imports, directly or not. */
export function chunkFiles(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return new Set();
  seen.add(key);
  const files = new Set([chunk.file]);
  for (const imported of chunk.imports ?? []) for (const file of chunkFiles(manifest, imported, seen)) files.add(file);
  return files;
}

/**
 * The app's scripts: index.html's entry, and the app it starts once the page has painted (its dynamic
 * import, client/src/main.tsx), each with everything it imports.
 */
export function appFiles(manifest: BuildManifest): Set<string> {
  const files = chunkFiles(manifest, "index.html");
  for (const started of manifest["index.html"]?.dynamicImports ?? []) for (const file of chunkFiles(manifest, started)) files.add(file);
  return files;
}

/**
 * Every script and stylesheet the app may ever load: index.html's entry and all it imports, statically or on
 * demand (every page, dialog and menu), however deep. The helper's page, a separate entry, is not among them.
 */
export function everyAppFile(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit("index.html");
  return files;
}

/**
 * index.html for each on-demand page, naming the page's scripts that index.html does not already
 * load, so the browser fetches them with the app's (one round trip less before the page shows).
 * Returns the page for a path: its own variant, or index.html as built.
 */
export function pagePreloads(indexHtml: string, manifest: BuildManifest): (pathname: string) => { key: string; html: string } {
  const loadedByIndex = appFiles(manifest);
  /** index.html for each page's module (two paths may share one), when it has scripts of its own. */
  const variants = new Map<string, string>();
  for (const { module } of pages) {
    const files = [...chunkFiles(manifest, module)].filter((file) => !loadedByIndex.has(file));
    if (files.length === 0) continue;
    const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
    variants.set(module, indexHtml.replace("</head>", `${links}</head>`));
  }
  return (pathname) => {
    const module = pageAt(pathname)?.module;
    const html = module && variants.get(module);
    return module && html ? { key: module, html } : { key: "index", html: indexHtml };
  };
}
