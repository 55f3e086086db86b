import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "@/i18n/react";
import { countries, type CountryCode } from "@common/countries";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

type CountrySelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, "value" | "onChange"> & {
  value: CountryCode | null | undefined;
  onChange: (value: CountryCode) => void;
};

/** The six GCC countries (docs/spec.md §2), named in the interface language. Extra props go to the trigger (id, aria-*). */
export const CountrySelect = forwardRef<HTMLButtonElement, CountrySelectProps>(
  ({ value, onChange, disabled, ...triggerProps }, ref) => {
    const { t, i18n } = useTranslation();
    const language = i18n.language === "ar" ? "ar" : "en";
    return (
      <Select value={value ?? ""} onValueChange={(next) => onChange(next as CountryCode)} disabled={disabled} dir={i18n.dir()}>
        <SelectTrigger ref={ref} {...triggerProps}>
          <SelectValue placeholder={t("account.profile.countryPlaceholder")} />
        </SelectTrigger>
        <SelectContent>
          {countries.map((country) => (
            <SelectItem key={country.code} value={country.code}>
              {country[language]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  },
);
CountrySelect.displayName = "CountrySelect";
