import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { resetPasswordFormSchema } from "@common/auth.schema";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { useResetPassword } from "../api/reset-password";
import * as errorCodes from "@common/error-codes";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, hasCode } from "@/lib/api-errors";

type ResetPasswordFormProps = {
  email: string;
  token: string;
  onReset: () => void;
  /** The link was used already or has expired: the page says so in place of the form. */
  onInvalidLink: () => void;
};

/** Sets a new password with the emailed token. */
export function ResetPasswordForm({ email, token, onReset, onInvalidLink }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const reset = useResetPassword();
  const onSubmit = handleSubmit(({ password }) => {
    if (reset.isPending) return;
    reset.mutate(
      { email, token, newPassword: password },
      {
        onSuccess: onReset,
        onError: (error) => {
          if (hasCode(error, errorCodes.resetLinkInvalid)) onInvalidLink();
          else if (!applyFieldErrors(error, form.setError, { newPassword: "password" })) toast({ variant: "destructive", title: t("auth.reset.failed") });
        },
      },
    );
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormField label={t("auth.fields.newPassword")} error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label={t("auth.fields.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <SubmitButton pending={reset.isPending} size="lg" className="w-full">
        {t("auth.reset.submit")}
      </SubmitButton>
    </form>
  );
}
