/**
 * `npm run dev`: the API (restarting on change) and Vite's dev server (hot reload) side by side.
 * Open http://localhost:5173; Vite forwards /api to the API on PORT (default 5000).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { rootDir } from "./client-build";

const bin = (name: string) => path.join(rootDir, "node_modules/.bin", name);
const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "server/server.ts"], {
    cwd: rootDir,
    stdio: "inherit",
    env: { NODE_ENV: "development", LOG_LEVEL: "debug", ...process.env },
  }),
  spawn(bin("vite"), ["--config", "client/vite.config.ts"], { cwd: rootDir, stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
for (const child of children) child.once("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
