import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startAppProcess } from "../../scripts/app-process";
import { ensureClientBuild, rootDir } from "../../scripts/client-build";

export async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

export type RunningServer = { url: string; stop: () => Promise<void>; pid?: number };

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * The production app as `npm start` runs it (built client, NODE_ENV=production, embedded database
 * in a scratch folder unless DATABASE_URL is given), on a free port.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningServer> {
  ensureClientBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-bench-"));
  const { url, child } = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: "", TRANSLATION_PROVIDER: "none", STRIPE_SECRET_KEY: "", PAYMENTS: "test",
    // autocannon keeps its 10 connections for the whole run, where a browser would open new ones.
    MAX_REQUESTS_PER_SOCKET: "0",
    ...env,
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Node script of bench/ in its own process (so it has a core of its own, like the app). */
export async function startScript(script: string, args: string[], readyPath = "/"): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", script, String(port), ...args], { cwd: rootDir, stdio: ["ignore", "ignore", "inherit"] });
  await waitForUrl(url + readyPath, child);
  return { url, stop: () => stopChild(child) };
}

/** Signs a new owner up (in the free month) and returns the session cookie to send. */
export async function signUp(appUrl: string): Promise<string> {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await fetch(`${appUrl}/api/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl },
    body: JSON.stringify({ firstName: "Bench", lastName: "Mark", email, username: email, password: "Secret123" }),
  });
  if (response.status !== 201) throw new Error(`signup: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}
