/**
 * `npm run mail`: the newest mails the app wrote to its outbox (DATA_DIR/outbox, the embedded default without
 * SMTP_URL), each with who it went to, when, its subject and its links ready to open:
 *   npm run mail          the newest 5
 *   npm run mail -- 20    the newest 20
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../server/config";
import { outboxDir, readOutbox, type OutboxMail } from "../server/modules/mail";

const defaultCount = 5;

function countOf(args: string[]): number {
  if (args.length === 0) return defaultCount;
  const count = Number(args[0]);
  if (args.length > 1 || !Number.isInteger(count) || count < 1) {
    console.error("Usage: npm run mail [-- <how many, newest first>]");
    process.exit(2);
  }
  return count;
}

const tty = process.stdout.isTTY === true;
/** A path from here when it is below here, else in full. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative === "" ? "." : relative.startsWith("..") ? file : relative;
};
const bold = (text: string) => (tty ? `\x1b[1m${text}\x1b[22m` : text);
const dim = (text: string) => (tty ? `\x1b[2m${text}\x1b[22m` : text);

function describe(mail: OutboxMail, index: number): string {
  const when = mail.date ? mail.date.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" }) : "—";
  const links = mail.links.length > 0 ? mail.links.map((link) => `   ${link}`) : [dim("   (no link)")];
  return [`${index + 1}. ${bold(mail.subject || "(no subject)")}`, dim(`   to ${mail.to || "—"} · ${when}`), ...links, dim(`   ${shown(mail.file)}`)].join("\n");
}

let dataDir: string;
try {
  ({ dataDir } = loadConfig());
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const count = countOf(process.argv.slice(2));
const mails = await readOutbox(dataDir, count);
const where = shown(outboxDir(dataDir));
if (mails.length === 0) {
  console.log(`No mail in ${where} yet. (With SMTP_URL set, mail goes to that server instead.)`);
} else {
  console.log(`${mails.length === 1 ? "The newest mail" : `The newest ${mails.length} mails`} in ${where}:\n`);
  console.log(mails.map(describe).join("\n\n"));
}
