import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { freshDatabaseEnv } from "../../../test/helpers/server-process";
import { insertUser } from "../../../test/helpers/households";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { users } from "../../db/schema";

const run = promisify(execFile);
const admin = (env: Record<string, string>, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe("the admin command", () => {
  it("grants and revokes admin rights for a signed-up email on the configured database", async () => {
    const env = await freshDatabaseEnv();
    const config = loadConfig({ ...env, NODE_ENV: "test" });
    const open = () =>
      openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDataDir: `${config.dataDir}/db` });
    let database = await open();
    await database.migrate();
    await insertUser(database.db, { username: "mona@example.com", email: "mona@example.com", passwordHash: "x" });
    await database.close();

    const granted = await admin(env, "grant", "Mona@Example.com");
    expect(granted.stdout).toContain("now an admin");

    database = await open();
    expect((await database.db.select({ isAdmin: users.isAdmin }).from(users))[0]?.isAdmin).toBe(true);
    await database.close();

    expect((await admin(env, "revoke", "mona@example.com")).stdout).toContain("no longer an admin");
    const missing = await admin(env, "grant", "nobody@example.com");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("must sign up first");
  }, 90_000); // three runs of the real command, each starting Node and opening the database
});
