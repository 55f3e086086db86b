import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { forgotPasswordSchema } from "@common/auth.schema";
import { isInterfaceLanguage } from "@common/languages";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useForgotPassword } from "../api/forgot-password";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors } from "@/lib/api-errors";

const emailOnly = forgotPasswordSchema.pick({ email: true });

/** Asks for the reset link; the mail is written in the interface language. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm({ resolver: zodResolver(emailOnly), defaultValues: { email: "" } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const forgot = useForgotPassword();
  const onSubmit = handleSubmit(({ email }) => {
    if (forgot.isPending) return;
    const language = isInterfaceLanguage(i18n.language) ? i18n.language : "en";
    forgot.mutate(
      { email, language },
      {
        onSuccess: onSent,
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, { email: "email" })) toast({ variant: "destructive", title: t("auth.forgot.failed") });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <FormField label={t("auth.fields.email")} error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...register("email")} />
      </FormField>
      <SubmitButton pending={forgot.isPending} size="lg" className="w-full">
        {t("auth.forgot.submit")}
      </SubmitButton>
    </form>
  );
}
