import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export async function startSmtpInbox() {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The newest message to this address (whose text holds `containing`, if given), waiting up to 5 s for `count` of them. */
    async waitFor(to: string, count = 1, containing?: string): Promise<ParsedMail> {
      for (let i = 0; i < 100; i++) {
        const found = messages.filter((m) => m.to && JSON.stringify(m.to).includes(to) && (!containing || (m.text ?? "").includes(containing)));
        if (found.length >= count) return found.at(-1)!;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
