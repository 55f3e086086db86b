import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAppProcess } from "../../../scripts/app-process";

/** Both instances answer for one public address, as behind a load balancer; browsers name it as Origin. */
export const appUrl = "http://wasfa.reliability.test";
export const adminEmail = "reliability-admin@example.com";

export type Instance = Awaited<ReturnType<typeof startInstance>>;

/**
 * One real app process (`node --import tsx server/server.ts`, as `npm start` runs it) on the given
 * PostgreSQL database. API only: nothing here needs the client build.
 */
export async function startInstance(options: { databaseUrl: string; providerUrl?: string; env?: Record<string, string>; fileLimit?: number }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-rel-"));
  const { url: baseUrl, port, child, output } = await startAppProcess({
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
    PAYMENTS: "test",
    SMTP_URL: "",
    ...options.env,
  }, { fileLimit: options.fileLimit });
  const exited = new Promise<number | null>((resolve) => {
    const done = () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(child.exitCode);
    };
    if (child.exitCode !== null) done();
    else child.once("exit", done);
  });

  return {
    baseUrl,
    port,
    /** Its DATA_DIR: the mail it sends is written to outbox/ there. */
    dataDir,
    exited,
    /** Still the process that started (not crashed, not restarted). */
    running: () => child.exitCode === null && child.signalCode === null,
    /** The end of what the process logged. */
    output,
    signal: (name: NodeJS.Signals) => child.kill(name),
    /** SIGTERM and wait for the exit; returns the exit code. */
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
