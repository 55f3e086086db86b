import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { signupFormSchema, type SignupForm as SignupValues } from "@common/auth.schema";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { signupFailure, useSignup } from "../api/signup";
import { applyFieldErrors } from "@/lib/api-errors";
import { closeAuthDialog, openLogin } from "../auth-dialog-store";
import { useGoToReturnPath } from "../use-return-path";
import { TextButton } from "./text-button";
import { PlanPromo } from "@/components/plan-promo";

const emptyForm: SignupValues = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
const serverFields = { firstName: "firstName", lastName: "lastName", email: "email", password: "password" } as const;

/** The signup dialog's content (docs/spec.md §2, §4, §5): validated on every change, sent once. */
export function SignupForm({ defaultEmail }: { defaultEmail?: string }) {
  const { t } = useTranslation();
  // An invitation's join page fills in the address it was sent to (decision 0082).
  const form = useForm({ resolver: zodResolver(signupFormSchema), mode: "onChange", defaultValues: { ...emptyForm, email: defaultEmail ?? "" } });
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getFieldState,
    setFocus,
    formState: { errors },
  } = form;
  const signup = useSignup();
  const goOn = useGoToReturnPath();
  // Also when switching from the login form, whose link that had focus is now gone.
  useEffect(() => setFocus("firstName"), [setFocus]);

  // The schema compares the two passwords on the confirmation; re-check it when the password changes.
  const password = useWatch({ control, name: "password" });
  useEffect(() => {
    if (getFieldState("confirmPassword").isDirty) void trigger("confirmPassword");
  }, [password, getFieldState, trigger]);

  const onSubmit = handleSubmit((values) => {
    if (signup.isPending) return;
    signup.mutate(values, {
      onSuccess: () => {
        form.reset(emptyForm);
        closeAuthDialog();
        goOn();
      },
      onError: (error) => applyFieldErrors(error, form.setError, serverFields),
    });
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("auth.signup.title")}</DialogTitle>
        <DialogDescription>{t("auth.signup.description")}</DialogDescription>
        <PlanPromo />
      </DialogHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("auth.fields.firstName")} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...register("firstName")} />
          </FormField>
          <FormField label={t("auth.fields.lastName")} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...register("lastName")} />
          </FormField>
        </div>
        <FormField label={t("auth.fields.email")} error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="email" {...register("email")} />
        </FormField>
        <FormField label={t("auth.fields.password")} error={errors.password?.message} hint={t("auth.signup.passwordHint")}>
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <FormField label={t("auth.fields.confirmPassword")} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
        </FormField>
        <FormAlert>{signup.isError ? signupFailure(signup.error, t).description : undefined}</FormAlert>
        <DialogFooter className="mt-2">
          <Button variant="outline" onClick={closeAuthDialog}>
            {t("common.cancel")}
          </Button>
          <SubmitButton pending={signup.isPending}>{t("auth.signup.submit")}</SubmitButton>
        </DialogFooter>
      </form>
      <p className="mt-5 text-center text-sm text-muted">
        {t("auth.signup.haveAccount")} <TextButton onClick={() => openLogin()}>{t("auth.login.submit")}</TextButton>
      </p>
    </>
  );
}
