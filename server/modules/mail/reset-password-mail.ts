import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

const texts: Record<InterfaceLanguage, ActionMailTexts> = {
  en: {
    subject: "Reset your Wasfa password",
    body: "Someone asked to reset the password of your Wasfa account. If it was you, choose a new password with this link. It works once, within one hour.",
    button: "Choose a new password",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
  },
  ar: {
    subject: "إعادة تعيين كلمة مرور وصفة",
    body: "طلب أحدهم إعادة تعيين كلمة مرور حسابك في وصفة. إذا كنت أنت، فاختر كلمة مرور جديدة من هذا الرابط. يعمل الرابط مرة واحدة خلال ساعة.",
    button: "اختر كلمة مرور جديدة",
    ignore: "إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.",
  },
};

/** The reset email, in the language the request named. */
export function resetPasswordMail(options: { to: string; name?: string; link: string; language: InterfaceLanguage }): MailMessage {
  return actionMail({ ...options, texts: texts[options.language] });
}
