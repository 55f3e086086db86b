import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

type Link = { email: string; token: string };

/** Every mail to `email` in the outbox the embedded default writes (DATA_DIR/outbox), oldest first, as a mail program reads it. */
async function mailsIn(dataDir: string, email: string): Promise<ParsedMail[]> {
  const outbox = path.join(dataDir, "outbox");
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    // No mail yet.
  }
  const mails = await Promise.all(names.map((name) => simpleParser(readFileSync(path.join(outbox, name)))));
  return mails.filter((mail) => JSON.stringify(mail.to ?? "").toLowerCase().includes(email.toLowerCase()));
}

/** Every link to `page` mailed to `email` so far, oldest first. */
async function linksIn(dataDir: string, email: string, page: string): Promise<Link[]> {
  const pattern = new RegExp(`${page}\\?email=([^&\\s]+)&token=([\\w-]+)`);
  return (await mailsIn(dataDir, email))
    .map((mail) => pattern.exec(mail.text ?? ""))
    .filter((match) => match !== null)
    .map((match) => ({ email: decodeURIComponent(match[1]!), token: match[2]! }));
}

/** Asks `read` again until it finds what it wants; up to 5 s, since mails leave after the answer. */
async function waitFor<T>(read: () => Promise<T | undefined>, missing: string): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = await read();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(missing);
}

/** How many links to `page` have been mailed to `email` so far (without waiting). */
export async function mailedLinkCount(dataDir: string, email: string, page: string): Promise<number> {
  return (await linksIn(dataDir, email, page)).length;
}

/**
 * The newest link to `page` (`/reset-password`, `/verify-email`, `/login-link`) mailed to `email`. `count`: wait
 * until at least that many such mails exist.
 */
export function mailedLink(dataDir: string, email: string, page: string, count = 1): Promise<Link> {
  return waitFor(
    async () => {
      const links = await linksIn(dataDir, email, page);
      return links.length >= count ? links.at(-1)! : undefined;
    },
    `no ${page} mail to ${email} in ${path.join(dataDir, "outbox")}`,
  );
}

/** The mails to `email` whose subject is `subject` (subject and plain text), once at least `count` are there. */
export function mailsTo(dataDir: string, email: string, subject: string, count = 1): Promise<{ subject: string; text: string }[]> {
  return waitFor(
    async () => {
      const found = (await mailsIn(dataDir, email)).filter((mail) => mail.subject === subject).map((mail) => ({ subject: mail.subject ?? "", text: mail.text ?? "" }));
      return found.length >= count ? found : undefined;
    },
    `no mail "${subject}" to ${email} in ${path.join(dataDir, "outbox")}`,
  );
}
