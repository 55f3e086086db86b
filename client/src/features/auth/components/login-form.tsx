import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { Link } from "react-router";
import { useGoToReturnPath } from "../use-return-path";
import { loginSchema } from "@common/auth.schema";
import * as errorCodes from "@common/error-codes";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { hasCode } from "@/lib/api-errors";
import { SubmitButton } from "@/components/ui/submit-button";
import { loginFailure, useLogin } from "../api/login";
import { closeAuthDialog, openSignup } from "../auth-dialog-store";
import { TextButton } from "./text-button";

/** The login dialog's content: email and password, with ways to sign up or recover the password. */
export function LoginForm({ defaultUsername = "" }: { defaultUsername?: string }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    // Checked on submit, then on each change. Checking on blur would put an error above the
    // "Forgot password?" link while it is being pressed, moving it from under the pointer.
    defaultValues: { username: defaultUsername, password: "" },
  });
  // Also when switching from the signup form, whose link that had focus is now gone.
  useEffect(() => setFocus(defaultUsername ? "password" : "username"), [defaultUsername, setFocus]);
  const goOn = useGoToReturnPath();
  const login = useLogin({
    onSuccess: () => {
      closeAuthDialog();
      goOn();
    },
  });
  // Stays busy through the short pause before the dialog closes, so nothing is sent twice.
  const busy = login.isPending || login.isSuccess;
  const onSubmit = handleSubmit((values) => {
    if (!busy) login.mutate(values);
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("auth.login.title")}</DialogTitle>
        <DialogDescription>{t("auth.login.description")}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label={t("auth.fields.email")} error={errors.username?.message}>
          <Input type="email" inputMode="email" autoComplete="username" {...register("username")} />
        </FormField>
        <FormField label={t("auth.fields.password")} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register("password")} />
        </FormField>
        <Link
          to="/forgot-password"
          onClick={closeAuthDialog}
          className="-mt-1 justify-self-end rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          {t("auth.login.forgotPassword")}
        </Link>
        <FormAlert tone={hasCode(login.error, errorCodes.loginLinkRequired) ? "info" : "danger"}>
          {login.isError ? loginFailure(login.error, t).description : undefined}
        </FormAlert>
        <SubmitButton pending={busy} size="lg" className="w-full">
          {t("auth.login.submit")}
        </SubmitButton>
      </form>
      <p className="mt-5 text-center text-sm text-muted">
        {t("auth.login.noAccount")} <TextButton onClick={openSignup}>{t("auth.login.createAccount")}</TextButton>
      </p>
    </>
  );
}
