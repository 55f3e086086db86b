import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

const texts: Record<InterfaceLanguage, ActionMailTexts> = {
  en: {
    subject: "Set your password to finish becoming a Wasfa admin",
    body: "Your email address is confirmed, and it is one of Wasfa's admin addresses. To finish, set the account's password with this link: whoever signed up chose the one it has now, so admin rights come only with a password set from your mailbox. This also logs the account out everywhere. The link works once, within one hour.",
    button: "Set my password",
    ignore: "If you did not expect this, ignore this email: the account stays without admin rights.",
  },
  ar: {
    subject: "عيّن كلمة المرور لإكمال حصولك على صلاحيات المشرف في وصفة",
    body: "تم تأكيد بريدك الإلكتروني، وهو من عناوين المشرفين في وصفة. لإكمال ذلك، عيّن كلمة مرور الحساب من هذا الرابط: من أنشأ الحساب هو من اختار كلمة المرور الحالية، لذلك لا تُمنح صلاحيات المشرف إلا بكلمة مرور تُعيَّن من بريدك. سيؤدي ذلك أيضًا إلى تسجيل خروج الحساب من كل مكان. يعمل الرابط مرة واحدة خلال ساعة.",
    button: "تعيين كلمة المرور",
    ignore: "إذا لم تكن تتوقع هذه الرسالة، فتجاهلها وسيبقى الحساب دون صلاحيات المشرف.",
  },
};

/**
 * Mailed when an ADMIN_EMAILS address is confirmed (decision 0059): a password-reset link, which is the step
 * that makes the admin. No name in it: the account's name was chosen by whoever signed up.
 */
export function adminPasswordMail(options: { to: string; link: string; language: InterfaceLanguage }): MailMessage {
  return actionMail({ ...options, texts: texts[options.language] });
}
