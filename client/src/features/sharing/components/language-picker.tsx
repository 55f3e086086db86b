import { forwardRef, useId } from "react";
import { Check } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { helperLanguages, isRightToLeft, type HelperLanguageCode } from "@common/languages";
import { isServerMessageKey } from "@common/messages";
import { cn } from "@/lib/cn";

type LanguagePickerProps = {
  label: string;
  hint?: string;
  value: HelperLanguageCode | null | undefined;
  onChange: (value: HelperLanguageCode) => void;
  onBlur?: () => void;
  /** A key of common/messages.ts or a text already translated. */
  error?: string;
  /** Radio names must be unique on the page; the tab and the dialog may both be there. */
  name: string;
  /** Fewer columns in a narrow dialog. */
  columns?: 2 | 3;
};

/**
 * The helper's language (docs/spec.md §2, docs/design.md §5): all 17 as a grid of cards, each with the language's own
 * name in its own script and its name in the interface language. Native radio buttons underneath, so
 * it is one tab stop, arrow keys move the choice (mirrored in Arabic) and it reads as a radio group.
 */
export const LanguagePicker = forwardRef<HTMLInputElement, LanguagePickerProps>(
  ({ label, hint, value, onChange, onBlur, error, name, columns = 3 }, ref) => {
    const { t, i18n } = useTranslation();
    const interfaceLanguage = i18n.language === "ar" ? "ar" : "en";
    const id = useId();
    const labelId = `${id}-label`;
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
    // The ref (react-hook-form focuses it on an error) goes to the radio that holds the tab stop.
    const focusCode = value ?? helperLanguages[0].code;
    return (
      <div className="grid gap-1.5">
        <span id={labelId} className="text-sm font-medium text-ink">
          {label}
        </span>
        {hint && (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        )}
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={cn("grid grid-cols-2 gap-2", columns === 3 && "sm:grid-cols-3")}
        >
          {helperLanguages.map((language) => {
            const checked = value === language.code;
            const translated = language[interfaceLanguage];
            return (
              <label
                key={language.code}
                className={cn(
                  "relative flex min-h-14 cursor-pointer flex-col justify-center rounded-xl border bg-white px-3 py-2 pe-8 transition-colors",
                  "hover:border-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  checked ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-line",
                )}
              >
                <input
                  ref={language.code === focusCode ? ref : undefined}
                  type="radio"
                  name={name}
                  value={language.code}
                  checked={checked}
                  onChange={() => onChange(language.code)}
                  onBlur={onBlur}
                  className="sr-only"
                />
                {/* Aligned with the interface; the name itself keeps its own direction. */}
                <span className="text-base font-semibold leading-snug text-ink">
                  <bdi lang={language.code} dir={isRightToLeft(language.code) ? "rtl" : "ltr"}>
                    {language.native}
                  </bdi>
                </span>
                {translated !== language.native && <span className="text-xs text-muted">{translated}</span>}
                {checked && (
                  <Check className="absolute end-2.5 top-2.5 size-4 text-brand-700" aria-hidden="true" />
                )}
              </label>
            );
          })}
        </div>
        {error && (
          <p id={errorId} className="text-sm font-medium text-danger">
            {isServerMessageKey(error) ? t(error, { ns: "errors" }) : error}
          </p>
        )}
      </div>
    );
  },
);
LanguagePicker.displayName = "LanguagePicker";
