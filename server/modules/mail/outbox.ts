import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { load } from "cheerio";
import { simpleParser } from "mailparser";

/** A mail of the outbox as a reader wants it: who, what, when, and its links as a browser opens them. */
export type OutboxMail = { file: string; date: Date | null; to: string; subject: string; links: string[] };

/** The outbox the embedded default writes its mail to (no SMTP_URL): one .eml file a mail, named by when. */
export const outboxDir = (dataDir: string) => path.join(dataDir, "outbox");

const linkInText = /https?:\/\/[^\s<>"']+/g;

/**
 * The links of a mail, decoded: its text part as mailparser reads it (quoted-printable undone, so
 * "=3D" is "=" and a link cut over two lines is whole again), then its HTML part's hrefs with their entities read
 * ("&amp;" is "&"). Each once, in the order they come.
 */
function linksOf(text: string, html: string | false): string[] {
  const links = [...text.matchAll(linkInText)].map((match) => match[0].replace(/[.,;:!?)\]]+$/, ""));
  if (html) {
    const page = load(html);
    page("a[href]").each((_, element) => {
      const href = page(element).attr("href");
      if (href && /^https?:\/\//.test(href)) links.push(href);
    });
  }
  return [...new Set(links)];
}

/** The newest `limit` mails of `dataDir`'s outbox, newest first; none when there is no outbox yet. */
export async function readOutbox(dataDir: string, limit = Number.POSITIVE_INFINITY): Promise<OutboxMail[]> {
  const dir = outboxDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  // The file names start with the time they were written at (mailer.ts), so their order is the mails'.
  const newest = names
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    newest.map(async (name) => {
      const file = path.join(dir, name);
      const mail = await simpleParser(await readFile(file));
      const to = [mail.to ?? []].flat().map((address) => address.text).join(", ");
      return { file, date: mail.date ?? null, to, subject: mail.subject ?? "", links: linksOf(mail.text ?? "", mail.html ?? false) };
    }),
  );
}
