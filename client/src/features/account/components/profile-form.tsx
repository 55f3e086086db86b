import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "react-router";
import { updateDetailsSchema, type UpdateDetailsInput } from "@common/auth.schema";
import { countryCodes, type CountryCode } from "@common/countries";
import type { User } from "@common/user";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors, serverMessageOf } from "@/lib/api-errors";
import { toast } from "@/components/ui/use-toast";
import { useUpdateDetails } from "../api/update-details";
import { CountrySelect } from "./country-select";

const isCountryCode = (value: string | null): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value ?? "");

function valuesOf(user: User): UpdateDetailsInput {
  const country = isCountryCode(user.country) ? user.country : null;
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    country,
    // Stored in E.164, so it reads by its own country code; a new national number by the country chosen beside it.
    ownerPhone: user.ownerPhone ?? "",
    ownerPhoneCountry: country,
  };
}

/** The Profile tab (docs/spec.md §2, §5): names and country can change; the email cannot. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(updateDetailsSchema), defaultValues: valuesOf(user) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = form;
  const update = useUpdateDetails();
  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(values, {
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      onError: (error) => {
        // Each error said once (decision 0076): under its field (a number without its country), else in a toast.
        const placed = applyFieldErrors(error, form.setError, {
          firstName: "firstName",
          lastName: "lastName",
          country: "country",
          ownerPhone: "ownerPhone",
          ownerPhoneCountry: "ownerPhoneCountry",
        });
        if (!placed) toast({ variant: "destructive", title: t("account.profile.saveFailed"), description: serverMessageOf(error) ?? t("common.tryAgain") });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5 rounded-2xl border border-line bg-white p-5 md:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("auth.fields.firstName")} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label={t("auth.fields.lastName")} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
      </div>
      <FormField label={t("auth.fields.email")} hint={t("account.profile.emailFixed")}>
        <Input type="email" value={user.email} disabled readOnly />
      </FormField>
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <FormField label={t("account.profile.country")} error={errors.country?.message}>
            <CountrySelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <div className="grid items-start gap-4 border-t border-line pt-5 sm:grid-cols-2">
        <FormField label={t("account.profile.whatsapp")} hint={t("account.profile.whatsappHint")} error={errors.ownerPhone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="tel" dir="ltr" placeholder="+971 5X XXX XXXX" className="text-start rtl:text-end" {...register("ownerPhone")} />
        </FormField>
        <Controller
          control={control}
          name="ownerPhoneCountry"
          render={({ field }) => (
            <FormField label={t("account.profile.whatsappCountry")} hint={t("account.profile.whatsappCountryHint")} error={errors.ownerPhoneCountry?.message}>
              <CountrySelect ref={field.ref} value={isCountryCode(field.value ?? null) ? (field.value as CountryCode) : null} onChange={field.onChange} onBlur={field.onBlur} />
            </FormField>
          )}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Button asChild variant="outline">
          <Link to="/change-password">
            <KeyRound aria-hidden="true" />
            {t("pages.changePassword")}
          </Link>
        </Button>
        <SubmitButton pending={update.isPending} disabled={!isDirty}>
          {t("account.profile.save")}
        </SubmitButton>
      </div>
    </form>
  );
}
