import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort, freshDatabaseEnv } from "../test/helpers/server-process";

/** Runs the server as `npm start` does (without the client build), until SIGTERM; returns its exit code. */
async function runServer(env: Record<string, string>, whileUp: (baseUrl: string) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // A first start migrates and seeds the embedded database: seconds alone, much longer on a machine busy with the
    // rest of the suite (it once took over 30 s there), so the wait is by the clock, as the app's other starters wait.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const ok = await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    await whileUp(baseUrl);
  } finally {
    child.kill("SIGTERM");
  }
  return exited;
}

describe("starting the server", () => {
  it("migrates, seeds, serves, exits cleanly on SIGTERM, and keeps its data for the next start", async () => {
    const env = await freshDatabaseEnv();
    const code = await runServer(env, async (baseUrl) => {
      expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ status: "ok", database: "ok" });
    });
    expect(code).toBe(0);

    // A second start on the same database finds the migrations and catalogue in place.
    const again = await runServer(env, async (baseUrl) => {
      expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    });
    expect(again).toBe(0);
    // Two real starts, each loading the catalogue, its translations and artwork: about 30 s on a busy 2-core machine.
  }, 240_000);

  it("refuses to start with a bad setting and names it", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
      env: { ...process.env, PORT: "not-a-port" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  });
});
