import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../../config";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Sends through SMTP_URL when it is set. Otherwise (the embedded default) each message is written
 * to DATA_DIR/outbox as an .eml file any mail program opens. The log names the file only: a link in
 * a mail is a credential, so it is logged only in development.
 */
export function createMailer(config: Config, log: { info: (obj: object, msg: string) => void }): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      mkdirSync(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^\w@.-]/g, "_");
      // Time first, so names sort by when; a random part, so two mails in one millisecond both survive.
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${safeTo}.eml`);
      writeFileSync(file, info.message as Buffer);
      const links = config.env === "development" ? { links: message.text.match(/https?:\/\/\S+/g) ?? [] } : {};
      log.info({ file, ...links }, `mail written to the outbox: ${message.subject}`);
    },
  };
}
