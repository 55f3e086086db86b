import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/**
 * The newest link to `page` (`/reset-password`, `/verify-email`) mailed to `email`, read from the
 * outbox the embedded default writes (DATA_DIR/outbox), parsed as a mail program would. Waits up to
 * 5 s: these mails leave after the answer. `count`: wait until at least that many such mails exist.
 */
export async function mailedLink(dataDir: string, email: string, page: string, count = 1): Promise<{ email: string; token: string }> {
  const outbox = path.join(dataDir, "outbox");
  const pattern = new RegExp(`${page}\\?email=([^&\\s]+)&token=([\\w-]+)`);
  for (let attempt = 0; attempt < 100; attempt++) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort();
    } catch {
      // No mail yet.
    }
    const mails = await Promise.all(names.map((name) => simpleParser(readFileSync(path.join(outbox, name)))));
    const links = mails
      .filter((mail) => JSON.stringify(mail.to ?? "").toLowerCase().includes(email.toLowerCase()))
      .map((mail) => pattern.exec(mail.text ?? ""))
      .filter((match) => match !== null);
    if (links.length >= count) {
      const match = links.at(-1)!;
      return { email: decodeURIComponent(match[1]!), token: match[2]! };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no ${page} mail to ${email} in ${outbox}`);
}
