import { Languages } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { setLanguage } from "@/i18n/setup";

/**
 * The en/ar switch: shows the other language's name, in that language. `compact` (the phone header)
 * shows its short form ("EN", "ع"); the accessible name stays whole.
 */
export function LanguageToggle({ compact = false, ...props }: ButtonProps & { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === "ar" ? "en" : "ar";
  const nextName = t(`language.${next}`);
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => void setLanguage(next)}
      aria-label={t("language.toggle", { language: nextName })}
      lang={next}
      {...props}
    >
      <Languages aria-hidden="true" />
      <span>{compact ? t(`language.short.${next}`) : nextName}</span>
    </Button>
  );
}
