import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { type HelperDetailsInput } from "@common/helper";
import { helperDetailsSchema } from "@common/helper.schema";
import { isHelperLanguage } from "@common/languages";
import type { User } from "@common/user";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/api-errors";
import { helperSaveFailure, useUpdateHelperDetails } from "../api/update-helper-details";
import { shownNumber, startingCountry } from "../lib/phone-countries";
import { checkPhone, LanguageControl, PhoneControls, useCountryGuess } from "./helper-controls";

const serverFields = {
  helperFirstName: "helperFirstName",
  domesticWorkerPhone: "domesticWorkerPhone",
  preferredLanguage: "preferredLanguage",
  phoneCountry: "phoneCountry",
} as const;

function valuesOf(user: User): HelperDetailsInput {
  return {
    helperFirstName: user.helperFirstName ?? "",
    domesticWorkerPhone: shownNumber(user.domesticWorkerPhone),
    preferredLanguage: isHelperLanguage(user.preferredLanguage) ? user.preferredLanguage : null,
    phoneCountry: startingCountry(user),
  };
}

type HelperDetailsFormProps = {
  user: User;
  /** Unique per form on the page (radio names). */
  name: string;
  submitLabel: string;
  /** After a save, with the updated user. */
  onSaved?: (user: User) => void;
  /** Buttons before the submit button (the dialog's "Later"). */
  secondary?: ReactNode;
  /** Two language columns in a narrow dialog. */
  compact?: boolean;
  className?: string;
};

/**
 * The helper's first name, WhatsApp number and language (docs/spec.md §2, §5), checked with the server's own
 * schema; the server also checks the number is a real one and answers per field.
 */
export function HelperDetailsForm({ user, name, submitLabel, onSaved, secondary, compact = false, className }: HelperDetailsFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(helperDetailsSchema), defaultValues: valuesOf(user) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  useCountryGuess(form, "phoneCountry");
  const update = useUpdateHelperDetails();
  // Said inside the form too (a dialog hides the toasts from screen readers), unless it is a field's own error.
  const [formError, setFormError] = useState<string>();
  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    setFormError(undefined);
    // The server reads the number the same way; saying so here spares a round trip.
    if (!checkPhone(form, "domesticWorkerPhone", values.domesticWorkerPhone, values.phoneCountry)) return;
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        onSaved?.(saved);
      },
      onError: (error) => {
        const placed = applyFieldErrors(error, form.setError, serverFields);
        if (!placed) setFormError(helperSaveFailure(error, t("sharing.helper.saveFailed")));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className={cn("grid gap-5", className)}>
      <div className={cn("grid items-start gap-4", !compact && "sm:grid-cols-2")}>
        <FormField label={t("sharing.helper.firstName")} error={errors.helperFirstName?.message}>
          <Input autoComplete="off" {...register("helperFirstName")} />
        </FormField>
      </div>
      <PhoneControls
        control={control}
        number="domesticWorkerPhone"
        country="phoneCountry"
        error={errors.domesticWorkerPhone?.message}
        countryError={errors.phoneCountry?.message}
      />
      <LanguageControl control={control} name="preferredLanguage" radioName={`${name}-language`} error={errors.preferredLanguage?.message} columns={compact ? 2 : 3} />
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <SubmitButton pending={update.isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
