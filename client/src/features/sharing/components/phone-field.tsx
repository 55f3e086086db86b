import { useId, useSyncExternalStore, type Ref } from "react";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { isInternationalInput, isPhoneCountry, readPhone, type PhoneCountry } from "@common/phone";
import { isServerMessageKey } from "@common/messages";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { countryGroups, countryName } from "../lib/phone-countries";

/** docs/spec.md §2: the format the phone field shows before anything is typed. */
export const phonePlaceholder = "+971 5X XXX XXXX";

/** False while the server renders and the browser takes its HTML over; true from then on. */
const noChange = () => () => {};
const useHydrated = () => useSyncExternalStore(noChange, () => true, () => false);

export type PhoneFieldProps = {
  /** What was typed, as typed. */
  number: string;
  /** The country a national number is read in; null when none is chosen yet. */
  country: PhoneCountry | null;
  onNumberChange: (number: string) => void;
  onCountryChange: (country: PhoneCountry | null) => void;
  onBlur?: () => void;
  numberRef?: Ref<HTMLInputElement>;
  countryRef?: Ref<HTMLSelectElement>;
  /** A key of common/messages.ts or a text already translated, under the number / under the country. */
  error?: string;
  countryError?: string;
  className?: string;
};

/**
 * A WhatsApp number with its country (decision 0073): a select of every country (the Gulf and helpers' home
 * countries first) and the number as she gives it. A number typed with + or 00 keeps its own country (the select
 * follows it). Under the field, the number as it will be saved, in international form with its country, so
 * nobody sends recipes to a stranger's phone. Made to be used once per helper.
 */
export function PhoneField({ number, country, onNumberChange, onCountryChange, onBlur, numberRef, countryRef, error, countryError, className }: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const language = i18n.language === "ar" ? "ar" : "en";
  const reading = number.trim() ? readPhone(number, country) : null;
  const groups = countryGroups(language, { everyCountry: hydrated, selected: country });
  const message = (key: string) => (isServerMessageKey(key) ? t(key, { ns: "errors" }) : key);
  const ids = { country: `${id}-country`, number: `${id}-number`, status: `${id}-status`, error: `${id}-error`, countryError: `${id}-country-error` };

  const changeNumber = (next: string) => {
    onNumberChange(next);
    // "+63…" or "0063…": the number says its country; the select shows it.
    if (isInternationalInput(next)) {
      const own = readPhone(next, null);
      if (own.ok && own.country && own.country !== country) onCountryChange(own.country);
    }
  };

  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.country}>{t("sharing.phone.country")}</Label>
          <select
            id={ids.country}
            ref={countryRef}
            value={country ?? ""}
            onChange={(event) => onCountryChange(isPhoneCountry(event.target.value) ? event.target.value : null)}
            onBlur={onBlur}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? ids.countryError : undefined}
            className={cn(
              "h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink",
              "focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 aria-invalid:border-danger",
            )}
          >
            <option value="">{t("sharing.phone.chooseCountry")}</option>
            {groups.map(
              (group) =>
                group.options.length > 0 && (
                  <optgroup key={group.key} label={t(`sharing.phone.groups.${group.key}`)}>
                    {group.options.map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                ),
            )}
          </select>
          {countryError && (
            <p id={ids.countryError} className="text-sm font-medium text-danger">
              {message(countryError)}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.number}>{t("sharing.helper.phone")}</Label>
          <Input
            id={ids.number}
            ref={numberRef}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            placeholder={phonePlaceholder}
            className="text-start rtl:text-end"
            value={number}
            onChange={(event) => changeNumber(event.target.value)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={[ids.status, error ? ids.error : ""].filter(Boolean).join(" ")}
          />
        </div>
      </div>
      <p id={ids.status} aria-live="polite" className={cn("flex items-center gap-1.5 text-xs", reading?.ok ? "font-medium text-ink" : "text-muted")}>
        {reading?.ok ? (
          <>
            <CircleCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
            <span className="sr-only">{t("sharing.phone.goesTo")} </span>
            <span dir="ltr">{reading.international}</span>
            {reading.country && <span>· {countryName(reading.country, language)}</span>}
          </>
        ) : reading && reading.reason === "needsCountry" ? (
          t("sharing.phone.needsCountry")
        ) : reading ? (
          country && !isInternationalInput(number) ? t("sharing.phone.notYetValid", { country: countryName(country, language) }) : t("sharing.phone.notYetValidAny")
        ) : (
          t("sharing.phone.hint")
        )}
      </p>
      {error && (
        <p id={ids.error} className="text-sm font-medium text-danger">
          {message(error)}
        </p>
      )}
    </div>
  );
}
