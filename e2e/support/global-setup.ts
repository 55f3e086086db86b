import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureClientBuild, rootDir } from "../../scripts/client-build";
import { e2eAdminEmail } from "./session";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the app did not become healthy in time");
}

/** Builds the client if needed and starts the real app, as `npm start` would, on a scratch data folder. */
export default async function setup(project: TestProject) {
  ensureClientBuild();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_EMAILS: e2eAdminEmail,
      // One server serves the whole suite from one address: signups and logins must not hit the limits.
      RATE_LIMIT_SIGNUP_IP: "1000/1h",
      RATE_LIMIT_LOGIN_IP: "1000/1h",
      TRANSLATION_PROVIDER: "none",
      STRIPE_SECRET_KEY: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server);
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  console.log(`End-to-end suite: the built app at ${baseUrl}, in Chromium`);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
