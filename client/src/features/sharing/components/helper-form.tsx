import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "@/i18n/react";
import { helperRoles, type Helper, type HelperInput } from "@common/helpers";
import { helperInputSchema } from "@common/helpers.schema";
import { isHelperLanguage } from "@common/languages";
import { isPhoneCountry } from "@common/phone";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors, serverMessageOf } from "@/lib/api-errors";
import { useAddHelper, useUpdateHelper } from "../api/helpers";
import { shownNumber, startingCountry } from "../lib/phone-countries";
import { useRoleName } from "./helper-roles";
import { checkPhone, LanguageControl, PhoneControls, useCountryGuess } from "./helper-controls";

const serverFields = { firstName: "firstName", phone: "phone", phoneCountry: "phoneCountry", language: "language", role: "role", shops: "shops" } as const;

type FormValues = { firstName: string; phone: string; phoneCountry: string | null; language: HelperInput["language"] | null; role: Helper["role"]; shops: boolean };

const valuesOf = (helper: Helper | undefined, ownerCountry: string | null): FormValues => ({
  firstName: helper?.firstName ?? "",
  phone: shownNumber(helper?.phone ?? null),
  phoneCountry: startingCountry({ domesticWorkerPhone: helper?.phone ?? null, country: ownerCountry }),
  language: isHelperLanguage(helper?.language) ? helper.language : null,
  role: helper?.role ?? "cook",
  shops: helper?.shops ?? false,
});

type HelperFormProps = {
  /** The helper to change; none: a new one. */
  helper?: Helper;
  ownerCountry: string | null;
  onDone: () => void;
};

/**
 * One helper's name, WhatsApp number (with its country, as the SPEC's form reads it), language, role and whether she
 * does the shopping (decision 0081), checked with the server's own schema; the server answers per field too.
 */
export function HelperForm({ helper, ownerCountry, onDone }: HelperFormProps) {
  const { t } = useTranslation();
  const name = useId();
  const roleName = useRoleName();
  const form = useForm<FormValues>({ resolver: zodResolver(helperInputSchema) as never, defaultValues: valuesOf(helper, ownerCountry) });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  useCountryGuess(form, "phoneCountry");
  const add = useAddHelper();
  const update = useUpdateHelper();
  const pending = add.isPending || update.isPending;
  const [formError, setFormError] = useState<string>();

  const onSubmit = handleSubmit((values) => {
    if (pending) return;
    setFormError(undefined);
    if (!checkPhone(form, "phone", values.phone, values.phoneCountry)) return;
    const body = { ...values, language: values.language!, phoneCountry: isPhoneCountry(values.phoneCountry) ? values.phoneCountry : null };
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        if (!applyFieldErrors(error, form.setError, serverFields)) setFormError(serverMessageOf(error) ?? t("sharing.helpers.saveFailed"));
      },
    };
    if (helper) update.mutate({ id: helper.id, patch: body }, handlers);
    else add.mutate(body, handlers);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField label={t("sharing.helper.firstName")} error={errors.firstName?.message}>
        <Input autoComplete="off" {...register("firstName")} />
      </FormField>
      <PhoneControls control={control} number="phone" country="phoneCountry" error={errors.phone?.message} countryError={errors.phoneCountry?.message} />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t("sharing.helpers.role")}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {helperRoles.map((role) => (
            <label key={role} className="flex cursor-pointer items-center gap-2 text-sm">
              <input type="radio" value={role} className="size-4 accent-brand-700" {...register("role")} />
              {roleName(role)}
            </label>
          ))}
        </div>
      </fieldset>
      <LanguageControl control={control} name="language" radioName={`${name}-language`} error={errors.language?.message} columns={2} />
      <Checkbox label={t("sharing.helpers.shops")} {...register("shops")} />
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          {t("common.cancel")}
        </Button>
        <SubmitButton pending={pending}>{helper ? t("sharing.helpers.save") : t("sharing.helpers.add")}</SubmitButton>
      </div>
    </form>
  );
}
