import type { InterfaceLanguage } from "../../../common/languages";
import { actionMail, type ActionMailTexts } from "./action-mail";
import type { MailMessage } from "./mailer";

const texts: Record<InterfaceLanguage, (inviter: string) => ActionMailTexts> = {
  en: (inviter) => ({
    subject: "You are invited to a household on Wasfa",
    body: `${inviter} invited you to share their household on Wasfa: the same helpers, recipes and weekly menu. Sign up or log in with this email address, then join with this link. It works once, within 7 days.`,
    button: "Join the household",
    ignore: "If you do not know who sent this, ignore this email: nothing will change.",
  }),
  ar: (inviter) => ({
    subject: "دعوة للانضمام إلى أسرة في وصفة",
    body: `دعاك ${inviter} إلى مشاركة أسرته في وصفة: المساعدات نفسها والوصفات نفسها وقائمة الأسبوع نفسها. أنشئ حسابًا أو سجّل الدخول بعنوان البريد هذا، ثم انضم من خلال هذا الرابط. يعمل الرابط مرة واحدة خلال 7 أيام.`,
    button: "الانضمام إلى الأسرة",
    ignore: "إذا كنت لا تعرف المُرسِل، فتجاهل هذه الرسالة ولن يتغير شيء.",
  }),
};

/**
 * The invitation to join a household (decision 0082), in the inviter's interface language. It goes to an address
 * nobody has proved, so it carries no words of the inviter's choosing: it names her by her confirmed address only
 * (inviting needs one), and greets nobody by name.
 */
export function householdInvitationMail(options: { to: string; inviterEmail: string; link: string; language: InterfaceLanguage }): MailMessage {
  return actionMail({ to: options.to, link: options.link, language: options.language, texts: texts[options.language](options.inviterEmail) });
}
