import { execFile } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createMailer, readOutbox, resetPasswordMail, verifyEmailMail } from "../server/modules/mail";
import { testConfig } from "../test/helpers/build-test-app";

const run = promisify(execFile);
const quiet = { info: () => {} };

/** `npm run mail` as a newcomer runs it, against a data folder, its output not a terminal. */
const mailCommand = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ["--import", "tsx", "scripts/mail.ts", ...args], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" } });

// Long enough that quoted-printable cuts it over lines, with "=" and "&" that it and HTML write otherwise.
const resetLink = `http://localhost:5000/reset-password?email=layla.haddad%40example.com&token=${"Xy_9-".repeat(9)}`;
const verifyLink = "http://localhost:5000/verify-email?email=noor%40example.com&token=abc-123";

/** An outbox written by the app's own mailer: a reset mail, then an Arabic confirmation mail. */
async function outboxOfTwo() {
  const config = testConfig();
  const mailer = createMailer(config, quiet);
  await mailer.send(resetPasswordMail({ to: "layla.haddad@example.com", name: "Layla", link: resetLink, language: "en" }));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send(verifyEmailMail({ to: "noor@example.com", link: verifyLink, language: "ar" }));
  return config.dataDir;
}

describe("the outbox and npm run mail (issue 25.19)", () => {
  it("reads the links of the mailer's own mails as a browser opens them, though the files encode them", async () => {
    const dataDir = await outboxOfTwo();
    const raw = readdirSync(path.join(dataDir, "outbox")).map((name) => readFileSync(path.join(dataDir, "outbox", name), "utf8")).join("\n");
    // What a newcomer opening the file by hand would have to undo.
    expect(raw).not.toContain(resetLink);
    expect(raw).toContain("&amp;token=");

    const mails = await readOutbox(dataDir);
    expect(mails.map((mail) => [mail.to, mail.links])).toEqual([
      ["noor@example.com", [verifyLink]],
      ["layla.haddad@example.com", [resetLink]],
    ]);
    expect(mails[1]!.subject).toMatch(/password/i);
    expect(mails[0]!.date).toBeInstanceOf(Date);
    expect((await readOutbox(dataDir, 1)).map((mail) => mail.to)).toEqual(["noor@example.com"]);
  });

  it("prints the newest mails first with subject, address and whole links, as many as asked", { timeout: 30_000 }, async () => {
    const dataDir = await outboxOfTwo();
    const { stdout } = await mailCommand(dataDir);
    expect(stdout).toContain("The newest 2 mails in");
    expect(stdout.indexOf("noor@example.com")).toBeLessThan(stdout.indexOf("layla.haddad@example.com"));
    expect(stdout.split("\n").map((line) => line.trim())).toEqual(expect.arrayContaining([resetLink, verifyLink]));
    // Not a terminal: no colour codes in what a script or a file gets.
    expect(stdout).not.toContain("\x1b[");

    const one = await mailCommand(dataDir, "1");
    expect(one.stdout).toContain("The newest mail in");
    expect(one.stdout).not.toContain(resetLink);
  });

  it("says so when there is no mail yet, and explains a wrong count", { timeout: 30_000 }, async () => {
    const { stdout } = await mailCommand(testConfig().dataDir);
    expect(stdout).toMatch(/^No mail in .*outbox yet\./);
    await expect(mailCommand(testConfig().dataDir, "many")).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run mail") });
  });
});
