import { useEffect } from "react";
import { Controller, type Control, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { isPhoneCountry, readPhone } from "@common/phone";
import { guessPhoneCountry } from "../lib/phone-countries";
import { useTranslation } from "@/i18n/react";
import { LanguagePicker } from "./language-picker";
import { PhoneField } from "./phone-field";

/*
 * What the SPEC's helper form and a household helper's form (decision 0081) do alike: her number and its country as
 * one PhoneField, the browser's guess at the country, reading the number before a save, and her language.
 */

type PhoneControlsProps<T extends FieldValues> = {
  control: Control<T>;
  number: Path<T>;
  country: Path<T>;
  error?: string;
  countryError?: string;
};

/** The number and its country, each a react-hook-form field, as one PhoneField. */
export function PhoneControls<T extends FieldValues>({ control, number, country, error, countryError }: PhoneControlsProps<T>) {
  return (
    <Controller
      control={control}
      name={number}
      render={({ field }) => (
        <Controller
          control={control}
          name={country}
          render={({ field: countryField }) => (
            <PhoneField
              number={field.value as string}
              country={isPhoneCountry(countryField.value) ? countryField.value : null}
              onNumberChange={field.onChange}
              onCountryChange={countryField.onChange}
              onBlur={field.onBlur}
              numberRef={field.ref}
              countryRef={countryField.ref}
              error={error}
              countryError={countryError}
            />
          )}
        />
      )}
    />
  );
}

/**
 * Neither a saved number nor a profile country: the phone's time zone and language suggest one (decision 0073), shown
 * in the select and with the number before saving (never applied unseen). Only in the browser, after it took the page.
 */
export function useCountryGuess<T extends FieldValues>(form: Pick<UseFormReturn<T>, "getValues" | "setValue">, country: Path<T>) {
  const { getValues, setValue } = form;
  useEffect(() => {
    if (getValues(country)) return;
    const guess = guessPhoneCountry({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, languages: navigator.languages ?? [navigator.language] });
    if (guess) setValue(country, guess as PathValue<T, Path<T>>);
  }, [getValues, setValue, country]);
}

/** Reads the number as the server will; says why not under the number field, and answers false, when it cannot be. */
export function checkPhone<T extends FieldValues>(form: Pick<UseFormReturn<T>, "setError">, field: Path<T>, input: string, country: string | null | undefined) {
  const reading = readPhone(input, country);
  if (reading.ok) return true;
  form.setError(field, { type: "phone", message: reading.reason === "needsCountry" ? "phoneCountryRequired" : "invalidPhone" }, { shouldFocus: true });
  return false;
}

/** Her language, a react-hook-form field, as the 17-language picker with the SPEC's label and hint. */
export function LanguageControl<T extends FieldValues>({ control, name, radioName, error, columns }: { control: Control<T>; name: Path<T>; radioName: string; error?: string; columns: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LanguagePicker
          ref={field.ref}
          name={radioName}
          label={t("sharing.helper.language")}
          hint={t("sharing.helper.languageHint")}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          columns={columns}
        />
      )}
    />
  );
}
