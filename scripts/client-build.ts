import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const clientDist = path.join(rootDir, "dist/client");
/** The server-rendering bundle (decision 0055), built from the same sources by the same step. */
export const serverRenderEntry = path.join(rootDir, "dist/server-render/entry-server.js");
const stampFile = path.join(clientDist, ".source-hash");

/** Everything the client build reads from this repo. */
const inputs = ["client", "common", "package-lock.json", "tsconfig.base.json", "scripts/client-build.ts"];

function* filesUnder(target: string): Generator<string> {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    yield target;
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    yield* filesUnder(path.join(target, entry.name));
  }
}

/** A hash of the client's sources: the build is stale when it differs from the one it was built from. */
export function clientSourceHash(): string {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of filesUnder(path.join(rootDir, input))) {
      hash.update(path.relative(rootDir, file)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("hex");
}

/** Builds the client unless a build of the current sources exists. Returns whether it built. */
export function ensureClientBuild({ log = console.log } = {}): boolean {
  const hash = clientSourceHash();
  const current = existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash;
  if (current && existsSync(path.join(clientDist, "index.html")) && existsSync(serverRenderEntry)) return false;
  log("Building the client (first start or changed sources)…");
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(rootDir, "node_modules/vite/bin/vite.js"), "build", "--config", "client/vite.config.ts", "--logLevel", "warn", ...args], {
      cwd: rootDir,
      stdio: "inherit",
      // Test runners set NODE_ENV=test; the client must always be React's production build.
      env: { ...process.env, NODE_ENV: "production" },
    });
  vite();
  // The same pages for the server to render (dist/server-render).
  vite("--ssr", "src/entry-server.tsx");
  precompress(clientDist);
  writeFileSync(stampFile, hash);
  return true;
}

const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes .br and .gz beside every text asset, at the highest levels (done once per build), so the
 * server sends them as they are instead of compressing on every request.
 */
export function precompress(dir: string) {
  for (const file of filesUnder(dir)) {
    if (!compressible.test(file)) continue;
    const bytes = readFileSync(file);
    if (bytes.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
}
