import { MailCheck } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { SubmitButton } from "@/components/ui/submit-button";
import { useResendVerification } from "../api/resend-verification";

/** Decision 0041: until the owner opens the link mailed at signup, the account page asks them to, with a resend button. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <div role="note" className="mt-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center">
      <MailCheck className="size-6 shrink-0 text-amber-800" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink">{t("account.verify.title")}</p>
        <p className="text-sm text-muted">{t("account.verify.text", { email })}</p>
      </div>
      <SubmitButton variant="outline" pending={resend.isPending} onClick={() => resend.mutate()} className="shrink-0">
        {t("account.verify.resend")}
      </SubmitButton>
    </div>
  );
}
