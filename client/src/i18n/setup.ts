import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultInterfaceLanguage, isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "@common/languages";
import { serverMessages } from "@common/messages";
import en from "./en.json";

/** SPEC §1: the interface language is kept in client storage under this key. */
export const languageStorageKey = "app-language";

/** Arabic is loaded on demand, so English visitors do not download it. */
const loaders: Record<InterfaceLanguage, () => Promise<{ default: typeof en }>> = {
  en: async () => ({ default: en }),
  ar: () => import("./ar.json"),
};

export function storedLanguage(): InterfaceLanguage {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isInterfaceLanguage(value) ? value : defaultInterfaceLanguage;
  } catch {
    return defaultInterfaceLanguage;
  }
}

async function ensureLoaded(language: InterfaceLanguage) {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { default: catalogue } = await loaders[language]();
  i18n.addResourceBundle(language, "translation", catalogue);
  i18n.addResourceBundle(language, "errors", serverMessages[language]);
}

/** `<html lang dir>` and the `rtl` body class follow the language (SPEC §1). */
function applyToDocument(language: InterfaceLanguage) {
  const dir = isRightToLeft(language) ? "rtl" : "ltr";
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  document.body.classList.toggle("rtl", dir === "rtl");
}

export async function setLanguage(language: InterfaceLanguage) {
  await ensureLoaded(language);
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  applyToDocument(language);
  await i18n.changeLanguage(language);
}

export async function initI18n() {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en, errors: serverMessages.en } },
    lng: "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await setLanguage(language);
  return i18n;
}

export { i18n };
