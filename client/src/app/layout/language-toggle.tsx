import { Languages } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { setLanguage } from "@/i18n/setup";

/** The en/ar switch: shows the other language's name, in that language. */
export function LanguageToggle(props: ButtonProps) {
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
      <span>{nextName}</span>
    </Button>
  );
}
