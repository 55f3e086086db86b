import type { InterfaceLanguage } from "../../../common/languages";
import type { MailMessage } from "./mailer";

export type ActionMailTexts = {
  subject: string;
  body: string;
  button: string;
  ignore: string;
};

/** Without a name when the address is not proved: whoever signed up chose it. */
const greetings: Record<InterfaceLanguage, (name?: string) => string> = {
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
  ar: (name) => (name ? `مرحبًا ${name}،` : "مرحبًا،"),
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A mail that asks for one action through one link (reset a password, verify an address): plain text
 * and HTML, in the request's language, Arabic laid out right to left. Everything a user wrote (the
 * name) is escaped in the HTML part; names cannot hold line breaks or direction overrides (refused at
 * validation). A mail to an address nobody has proved greets without the name (see `greetingName`).
 */
export function actionMail(options: { to: string; name?: string; link: string; language: InterfaceLanguage; texts: ActionMailTexts }): MailMessage {
  const t = options.texts;
  const dir = options.language === "ar" ? "rtl" : "ltr";
  const greeting = greetings[options.language](options.name);
  const text = [greeting, "", t.body, "", options.link, "", t.ignore].join("\n");
  const html = `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<body style="font-family: system-ui, sans-serif; color: #1c1917; line-height: 1.6">
  <p>${escapeHtml(greeting)}</p>
  <p>${escapeHtml(t.body)}</p>
  <p><a href="${escapeHtml(options.link)}" style="display: inline-block; padding: 12px 20px; background: #9a3412; color: #ffffff; border-radius: 12px; text-decoration: none">${escapeHtml(t.button)}</a></p>
  <p style="color: #57534e">${escapeHtml(t.ignore)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html };
}
