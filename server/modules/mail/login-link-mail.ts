import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

const texts: Record<InterfaceLanguage, ActionMailTexts> = {
  en: {
    subject: "Your link to log in to Wasfa",
    body: "Someone tried many wrong passwords on your Wasfa account, so the right password alone no longer logs in for a while. It was just given: if that was you, log in with this link. It works once, within 15 minutes.",
    button: "Log me in",
    ignore: "If it was not you, someone knows your password: choose a new one with “Forgot password?” on Wasfa.",
  },
  ar: {
    subject: "رابط تسجيل دخولك إلى وصفة",
    body: "حاول أحدهم كلمات مرور خاطئة كثيرة على حسابك في وصفة، لذلك لم تعد كلمة المرور الصحيحة وحدها تكفي لتسجيل الدخول لبعض الوقت. وقد أُدخلت الآن: إذا كنت أنت، فسجّل الدخول من هذا الرابط. يعمل الرابط مرة واحدة خلال 15 دقيقة.",
    button: "سجّل دخولي",
    ignore: "إذا لم تكن أنت، فهناك من يعرف كلمة مرورك: اختر كلمة مرور جديدة من «نسيت كلمة المرور؟» في وصفة.",
  },
};

/** The login link mailed instead of a session once an account's failed logins passed their ceiling (decision 0060). */
export function loginLinkMail(options: { to: string; name?: string; link: string; language: InterfaceLanguage }): MailMessage {
  return actionMail({ ...options, texts: texts[options.language] });
}
