import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

const texts: Record<InterfaceLanguage, ActionMailTexts> = {
  en: {
    subject: "Confirm your email for Wasfa",
    body: "Welcome to Wasfa! Please confirm that this email address is yours with this link. It works once, within three days.",
    button: "Confirm my email",
    ignore: "If you did not create a Wasfa account, ignore this email: nothing more will happen.",
  },
  ar: {
    subject: "أكّد بريدك الإلكتروني في وصفة",
    body: "أهلًا بك في وصفة! يُرجى تأكيد أن هذا البريد الإلكتروني لك من خلال هذا الرابط. يعمل الرابط مرة واحدة خلال ثلاثة أيام.",
    button: "تأكيد بريدي الإلكتروني",
    ignore: "إذا لم تنشئ حسابًا في وصفة، فتجاهل هذه الرسالة ولن يحدث شيء آخر.",
  },
};

/** The address-verification email sent at signup and on request: to an address nobody has proved yet, so no name. */
export function verifyEmailMail(options: { to: string; link: string; language: InterfaceLanguage }): MailMessage {
  return actionMail({ ...options, texts: texts[options.language] });
}
