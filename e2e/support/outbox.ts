import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";
import { inject } from "vitest";

type Mail = { file: string; writtenAt: number; to: string; text: string };

/** Every mail the app has written to its outbox (DATA_DIR/outbox, one .eml file each), newest first. */
async function outbox(): Promise<Mail[]> {
  const dir = path.join(inject("dataDir"), "outbox");
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith(".eml"))
      .map(async (name) => {
        const file = path.join(dir, name);
        const [source, info] = await Promise.all([readFile(file), stat(file)]);
        const parsed = await simpleParser(source);
        const to = [parsed.to ?? []].flat().map((address) => address.text).join(", ");
        return { file, writtenAt: info.mtimeMs, to: to.toLowerCase(), text: parsed.text ?? "" };
      }),
  );
  return mails.sort((a, b) => b.writtenAt - a.writtenAt);
}

/**
 * Waits for the newest mail to `email` written after `since` that holds a link to `page`, and returns
 * that link: `${APP_URL}${page}?…` (`?email=…&token=…`, or `?token=…` for an invitation).
 */
async function waitForLink(email: string, page: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://\\S+${page}\\?\\S+`);
  while (Date.now() < deadline) {
    const link = (await outbox())
      .filter((m) => m.to.includes(email.toLowerCase()) && m.writtenAt >= since)
      .map((m) => m.text.match(pattern)?.[0])
      .find(Boolean);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${page} mail to ${email} reached the outbox within ${timeoutMs} ms`);
}

/** The password reset link of the newest reset mail to `email`. */
export const waitForResetLink = (email: string, options?: { since?: number; timeoutMs?: number }) => waitForLink(email, "/reset-password", options);

/** The address-confirmation link mailed to `email` at signup (decision 0041). */
export const waitForVerifyLink = (email: string, options?: { since?: number; timeoutMs?: number }) => waitForLink(email, "/verify-email", options);

/** The login link mailed once an account's failed logins passed their ceiling (decision 0060). */
export const waitForLoginLink = (email: string, options?: { since?: number; timeoutMs?: number }) => waitForLink(email, "/login-link", options);

/** The household invitation's link mailed to `email` (decision 0082): `${APP_URL}/join?token=…`. */
export const waitForJoinLink = (email: string, options?: { since?: number; timeoutMs?: number }) => waitForLink(email, "/join", options);

/** The text of the newest mail to `email` whose text holds `contains` (decision 0074: the billing mails). */
export async function waitForMailWith(email: string, contains: string, { timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await outbox()).find((m) => m.to.includes(email.toLowerCase()) && m.text.includes(contains));
    if (mail) return mail.text;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} holding "${contains}" reached the outbox within ${timeoutMs} ms`);
}
