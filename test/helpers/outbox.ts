import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

type Link = { email: string; token: string };

/** Every link to `page` mailed to `email` so far, oldest first, read from the outbox as a mail program would. */
async function linksIn(dataDir: string, email: string, page: string): Promise<Link[]> {
  const outbox = path.join(dataDir, "outbox");
  const pattern = new RegExp(`${page}\\?email=([^&\\s]+)&token=([\\w-]+)`);
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort();
  } catch {
    // No mail yet.
  }
  const mails = await Promise.all(names.map((name) => simpleParser(readFileSync(path.join(outbox, name)))));
  return mails
    .filter((mail) => JSON.stringify(mail.to ?? "").toLowerCase().includes(email.toLowerCase()))
    .map((mail) => pattern.exec(mail.text ?? ""))
    .filter((match) => match !== null)
    .map((match) => ({ email: decodeURIComponent(match[1]!), token: match[2]! }));
}

/** How many links to `page` have been mailed to `email` so far (without waiting). */
export async function mailedLinkCount(dataDir: string, email: string, page: string): Promise<number> {
  return (await linksIn(dataDir, email, page)).length;
}

/**
 * The newest link to `page` (`/reset-password`, `/verify-email`, `/login-link`) mailed to `email`, read from
 * the outbox the embedded default writes (DATA_DIR/outbox), parsed as a mail program would. Waits up to
 * 5 s: these mails leave after the answer. `count`: wait until at least that many such mails exist.
 */
export async function mailedLink(dataDir: string, email: string, page: string, count = 1): Promise<Link> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const links = await linksIn(dataDir, email, page);
    if (links.length >= count) return links.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${page} mail to ${email} in ${path.join(dataDir, "outbox")}`);
}
