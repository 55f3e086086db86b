import { useTranslation } from "@/i18n/react";
import type { InterfaceLanguage } from "@common/interface-languages";

/** The interface language now; components using it re-render when it changes. */
export function useInterfaceLanguage(): InterfaceLanguage {
  return useTranslation().i18n.language === "ar" ? "ar" : "en";
}
