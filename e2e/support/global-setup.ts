import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "../../scripts/app-process";
import { ensureClientBuild } from "../../scripts/client-build";
import { e2eAdminEmail } from "./session";

/** Builds the client if needed and starts the real app, as `npm start` would, on a scratch data folder. */
export default async function setup(project: TestProject) {
  ensureClientBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-e2e-"));
  const { url: baseUrl, child: server } = await startAppProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_EMAILS: e2eAdminEmail,
      // One server serves the whole suite from one address: signups and logins must not hit the limits.
      RATE_LIMIT_SIGNUP_IP: "1000/1h",
      RATE_LIMIT_LOGIN_IP: "1000/1h",
      // Low enough that a test reaches an account's ceiling of failed logins (decision 0060) from this one address.
      RATE_LIMIT_LOGIN_ACCOUNT: "8/1h",
      TRANSLATION_PROVIDER: "none",
      STRIPE_SECRET_KEY: "",
    },
    { logs: "inherit" },
  );
  project.provide("baseUrl", baseUrl);
  project.provide("dataDir", dataDir);
  console.log(`End-to-end suite: the built app at ${baseUrl}, in Chromium`);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
