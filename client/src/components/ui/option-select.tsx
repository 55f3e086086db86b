import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTranslation } from "@/i18n/react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

type OptionSelectProps = Omit<ComponentPropsWithoutRef<typeof SelectTrigger>, "value" | "onChange" | "dir"> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
};

/** A select of fixed options. Extra props (id, aria-*, onBlur) go to the trigger, so FormField can label it. */
export const OptionSelect = forwardRef<HTMLButtonElement, OptionSelectProps>(
  ({ value, onChange, options, placeholder, disabled, ...triggerProps }, ref) => {
    const { i18n } = useTranslation();
    return (
      <Select value={value} onValueChange={onChange} disabled={disabled} dir={i18n.dir()}>
        <SelectTrigger ref={ref} {...triggerProps}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    );
  },
);
OptionSelect.displayName = "OptionSelect";
