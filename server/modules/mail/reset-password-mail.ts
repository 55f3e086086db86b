import type { InterfaceLanguage } from "../../../common/languages";
import type { MailMessage } from "./mailer";

const texts = {
  en: {
    subject: "Reset your Wasfa password",
    greeting: (name: string) => `Hello ${name},`,
    body: "Someone asked to reset the password of your Wasfa account. If it was you, choose a new password with this link. It works once, within one hour.",
    button: "Choose a new password",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  ar: {
    subject: "إعادة تعيين كلمة مرور وصفة",
    greeting: (name: string) => `مرحبًا ${name}،`,
    body: "طلب أحدهم إعادة تعيين كلمة مرور حسابك في وصفة. إذا كنت أنت، فاختر كلمة مرور جديدة من هذا الرابط. يعمل الرابط مرة واحدة خلال ساعة.",
    button: "اختر كلمة مرور جديدة",
    ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.",
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The reset email, in the language the request named; Arabic is laid out right to left. */
export function resetPasswordMail(options: {
  to: string;
  name: string;
  link: string;
  language: InterfaceLanguage;
}): MailMessage {
  const t = texts[options.language];
  const dir = options.language === "ar" ? "rtl" : "ltr";
  const text = [t.greeting(options.name), "", t.body, "", options.link, "", t.ignore].join("\n");
  const html = `<!doctype html>
<html lang="${options.language}" dir="${dir}">
<body style="font-family: system-ui, sans-serif; color: #1c1917; line-height: 1.6">
  <p>${escapeHtml(t.greeting(options.name))}</p>
  <p>${escapeHtml(t.body)}</p>
  <p><a href="${escapeHtml(options.link)}" style="display: inline-block; padding: 12px 20px; background: #9a3412; color: #ffffff; border-radius: 12px; text-decoration: none">${escapeHtml(t.button)}</a></p>
  <p style="color: #57534e">${escapeHtml(t.ignore)}</p>
</body>
</html>`;
  return { to: options.to, subject: t.subject, text, html };
}
