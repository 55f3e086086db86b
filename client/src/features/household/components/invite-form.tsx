import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { inviteSchema } from "@common/household.schema";
import * as errorCodes from "@common/error-codes";
import { useTranslation } from "@/i18n/react";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, hasCode, serverMessageOf } from "@/lib/api-errors";
import { useInvite } from "../api/household";

/** The owner's invitation form: one address; a refusal is said under the field, or above the button. */
export function InviteForm({ disabledReason }: { disabledReason?: string }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(inviteSchema), defaultValues: { email: "" } });
  const invite = useInvite();

  const onSubmit = form.handleSubmit((values) => {
    if (invite.isPending) return;
    invite.mutate(values, {
      onSuccess: (invitation) => {
        form.reset();
        toast({ variant: "success", title: t("household.invite.sentTitle"), description: t("household.invite.sentText", { email: invitation.email }) });
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, { email: "email" })) return;
        // Not a field's: said once, in a toast, as a page's form does (decision 0076).
        const text = hasCode(error, errorCodes.memberLimitReached) ? t("household.invite.full") : (serverMessageOf(error) ?? t("common.tryAgain"));
        toast({ variant: "destructive", title: t("household.invite.failed"), description: text });
      },
    });
  });

  return (
    <section aria-labelledby="invite-title" className="grid gap-3 rounded-2xl border border-line bg-white p-4">
      <h2 id="invite-title" className="text-lg font-semibold text-ink">
        {t("household.invite.title")}
      </h2>
      <p className="text-sm text-muted">{t("household.invite.text")}</p>
      {disabledReason ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{disabledReason}</p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-3">
          <FormField label={t("household.invite.email")} error={form.formState.errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" dir="ltr" {...form.register("email")} />
          </FormField>
          <SubmitButton pending={invite.isPending} className="justify-self-start">
            {t("household.invite.send")}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
