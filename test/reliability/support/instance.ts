import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { rootDir } from "../../../scripts/client-build";
import { freePort } from "../../helpers/server-process";

/** Both instances answer for one public address, as behind a load balancer; browsers name it as Origin. */
export const appUrl = "http://wasfa.reliability.test";
export const adminEmail = "reliability-admin@example.com";

export type Instance = Awaited<ReturnType<typeof startInstance>>;

/**
 * One real app process (`node --import tsx server/server.ts`, as `npm start` runs it) on the given
 * PostgreSQL database. API only: nothing here needs the client build.
 */
export async function startInstance(options: { databaseUrl: string; providerUrl?: string; env?: Record<string, string> }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-rel-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/server.ts"], {
    cwd: rootDir,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      APP_URL: appUrl,
      SESSION_SECRET: "reliability-suite-secret-shared-by-every-instance",
      LOG_LEVEL: "warn",
      ADMIN_EMAILS: adminEmail,
      // Every simulated user signs up and logs in from 127.0.0.1.
      RATE_LIMIT_SIGNUP_IP: "100000/1h",
      RATE_LIMIT_LOGIN_IP: "100000/1h",
      RATE_LIMIT_LOGIN_USER: "1000/1h",
      RATE_LIMIT_TRANSLATE_USER: "100000/1h",
      TRANSLATION_PROVIDER: options.providerUrl ? "libretranslate" : "none",
      LIBRETRANSLATE_URL: options.providerUrl ?? "",
      TRANSLATION_TIMEOUT_MS: "1000",
      STRIPE_SECRET_KEY: "",
      SMTP_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The log (warnings and errors at LOG_LEVEL=warn), to explain a failure.
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );

  const deadline = Date.now() + 90_000;
  let health = "no answer";
  for (;;) {
    health = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => String(r.status),
      (error: Error) => error.message,
    );
    if (health === "200") break;
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app did not become healthy (last: ${health}): ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    port,
    exited,
    /** Still the process that started (not crashed, not restarted). */
    running: () => child.exitCode === null && child.signalCode === null,
    /** The end of what the process logged. */
    output: () => output,
    signal: (name: NodeJS.Signals) => child.kill(name),
    /** SIGTERM and wait for the exit; returns the exit code. */
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
