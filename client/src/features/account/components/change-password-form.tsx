import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { Link, useNavigate } from "react-router";
import { changePasswordFormSchema } from "@common/auth.schema";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { toast } from "@/components/ui/use-toast";
import { applyFieldErrors, serverMessageOf } from "@/lib/api-errors";
import { useChangePassword } from "../api/change-password";

/** docs/spec.md §9: back to the account 1.5 s after the password has changed. */
const backToAccountMs = 1500;

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const change = useChangePassword();
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    if (change.isPending || change.isSuccess) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, { currentPassword: "currentPassword", newPassword: "newPassword" })) return;
          toast({ variant: "destructive", title: t("account.password.failed"), description: serverMessageOf(error) ?? t("common.tryAgain") });
        },
      },
    );
  });

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = setTimeout(() => void navigate("/account"), backToAccountMs);
    return () => clearTimeout(timer);
  }, [change.isSuccess, navigate]);

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4">
      <FormField label={t("auth.fields.currentPassword")} error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...register("currentPassword")} />
      </FormField>
      <FormField label={t("auth.fields.newPassword")} error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("newPassword")} />
      </FormField>
      <FormField label={t("auth.fields.confirmPassword")} error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <SubmitButton pending={change.isPending || change.isSuccess} size="lg" className="w-full">
        {t("account.password.submit")}
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link to="/account" className="rounded font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("account.password.back")}
        </Link>
        <Link to="/forgot-password" className="rounded font-medium text-brand-700 underline-offset-4 hover:underline">
          {t("auth.login.forgotPassword")}
        </Link>
      </div>
    </form>
  );
}
