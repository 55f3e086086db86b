/**
 * First-load JavaScript of "/" (docs/design.md §9 budget: ≤ 120 KB gzipped; admin and charts never in it).
 * Builds the client into a scratch folder and sums, gzipped (level 6, as most servers send it) and as
 * the brotli files the server actually sends, every script index.html loads and the app its entry starts
 * once the page has painted (decision 0058); and for each owner page, that first load with the
 * page's own chunks (what the app loads before it takes the page over; the server names them in its HTML).
 * Run: npm run bench:bundle
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { rootDir } from "../scripts/client-build";
import { pages } from "../common/pages";
import { appFiles, chunkFiles, type BuildManifest } from "../server/lib/page-preloads";
import { isMain, printRows, type BenchRow } from "./lib/report";

const kb = (n: number) => (n / 1024).toFixed(1);

export async function benchBundle(): Promise<BenchRow[]> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-bundle-"));
  execFileSync(process.execPath, [path.join(rootDir, "node_modules/vite/bin/vite.js"), "build", "--config", "client/vite.config.ts", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], {
    cwd: rootDir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });

  const html = readFileSync(path.join(outDir, "index.html"), "utf8");
  const manifest = JSON.parse(readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as BuildManifest;
  const inHtml = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const firstLoad = [...new Set([...inHtml, ...[...appFiles(manifest)].map((file) => `/${file}`)])];
  const sizes = firstLoad.map((file) => {
    const bytes = readFileSync(path.join(outDir, file));
    return {
      file,
      gzip: gzipSync(bytes, { level: 6 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  if (process.env.BENCH_VERBOSE) console.table(sizes.map((r) => ({ file: r.file, "gzip KB": kb(r.gzip), "brotli KB": kb(r.brotli) })));
  const gzip = sizes.reduce((sum, r) => sum + r.gzip, 0);
  const brotli = sizes.reduce((sum, r) => sum + r.brotli, 0);
  const lazyOnly = firstLoad.filter((file) => /admin|chart|stats/i.test(file));
  const allChunks = readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".js")).length;
  const gzipOf = new Map(sizes.map((r) => [r.file, r.gzip]));
  const gzipFile = (file: string) => gzipOf.get(file) ?? gzipSync(readFileSync(path.join(outDir, file)), { level: 6 }).length;
  const pageRows: BenchRow[] = ["/", "/browse", "/recipe/:id", "/favorites", "/menu", "/my-recipes"].map((pagePath) => {
    const module = pages.find((page) => page.path === pagePath)!.module;
    const files = new Set([...firstLoad, ...[...chunkFiles(manifest, module)].map((file) => `/${file}`)]);
    const total = [...files].reduce((sum, file) => sum + gzipFile(file), 0);
    return {
      bench: "bundle",
      figure: `first load of ${pagePath} with its page's chunks (${files.size} scripts)`,
      value: `${kb(total)} KB gzip`,
      budget: "≤ 120 KB gzip",
      met: total <= 120 * 1024,
    };
  });
  return [
    {
      bench: "bundle",
      figure: `first-load JavaScript of "/" (${firstLoad.length} of ${allChunks} scripts)`,
      value: `${kb(gzip)} KB gzip (${kb(brotli)} KB as the brotli files sent)`,
      budget: "≤ 120 KB gzip",
      met: gzip <= 120 * 1024,
    },
    {
      bench: "bundle",
      figure: "admin and charts in the first load",
      value: lazyOnly.length ? lazyOnly.join(", ") : "none",
      budget: "none",
      met: lazyOnly.length === 0,
    },
    ...pageRows,
  ];
}

if (isMain(import.meta.url)) printRows(await benchBundle());
