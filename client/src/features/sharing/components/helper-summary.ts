import { useTranslation } from "@/i18n/react";
import type { Helper } from "@common/helpers";
import { helperLanguages } from "@common/languages";
import { useRoleName } from "./helper-roles";

/** "Cook · Hindi": what a helper does and the language her recipes go in, in the interface language. */
export function useHelperSummary() {
  const { i18n } = useTranslation();
  const roleName = useRoleName();
  const interfaceLanguage = i18n.language === "ar" ? "ar" : "en";
  return (helper: Pick<Helper, "role" | "language">) => {
    const language = helperLanguages.find((l) => l.code === helper.language)?.[interfaceLanguage];
    return [roleName(helper.role), language].filter(Boolean).join(" · ");
  };
}
