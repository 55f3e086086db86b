import { useTranslation } from "@/i18n/react";
import { i18n } from "@/i18n/setup";
import en from "./texts/en.json";
import ar from "./texts/ar.json";

/**
 * The dashboard's texts, in both languages, travel in the admin chunk under their own i18n
 * namespace ("admin"). Kept in features/admin/i18n they would be bundled into every visitor's first
 * page load (feature catalogues load eagerly for English), for a page only admins ever open.
 * A namespace of their own also keeps Arabic's main catalogue loading as before.
 */
export const adminNamespace = "admin";

for (const [language, texts] of [
  ["en", en],
  ["ar", ar],
] as const) {
  if (!i18n.hasResourceBundle(language, adminNamespace)) i18n.addResourceBundle(language, adminNamespace, texts);
}

/** `t` reading the dashboard's texts ("users.heading"); other namespaces as "translation:…"/"errors:…". */
export function useAdminTranslation() {
  return useTranslation(adminNamespace);
}
