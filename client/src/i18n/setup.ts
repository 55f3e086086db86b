import { defaultInterfaceLanguage, isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "@common/languages";
import { englishMessages } from "@common/messages-en";
import { i18n, type Catalogue } from "./i18n";
import en from "./en.json";

/** SPEC §1: the interface language is kept in client storage under this key. */
export const languageStorageKey = "app-language";

/**
 * Each feature may keep its own texts in features/<name>/i18n/<lang>.json; they are read under the
 * feature's name ("recipes.card.minutes"). English ships with the app; Arabic loads on demand,
 * so English visitors do not download it.
 */
const featureEnglish = import.meta.glob<Catalogue>("../features/*/i18n/en.json", { eager: true, import: "default" });
const featureArabic = import.meta.glob<Catalogue>("../features/*/i18n/ar.json", { import: "default" });

const featureName = (file: string) => file.split("/").at(-3)!;

function withFeatures(app: Catalogue, features: [string, Catalogue][]): Catalogue {
  return { ...app, ...Object.fromEntries(features.map(([file, catalogue]) => [featureName(file), catalogue])) };
}

/** The server's error texts, under the `errors` namespace; Arabic's load with the rest of Arabic. */
const errorLoaders: Record<InterfaceLanguage, () => Promise<Catalogue>> = {
  en: async () => englishMessages,
  ar: () => import("@common/messages-ar").then((module) => module.arabicMessages),
};

const loaders: Record<InterfaceLanguage, () => Promise<Catalogue>> = {
  en: async () => withFeatures(en, Object.entries(featureEnglish)),
  ar: async () => {
    const [app, ...features] = await Promise.all([
      import("./ar.json").then((module) => module.default as Catalogue),
      ...Object.entries(featureArabic).map(async ([file, load]) => [file, await load()] as [string, Catalogue]),
    ]);
    return withFeatures(app as Catalogue, features as [string, Catalogue][]);
  },
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
  i18n.addResourceBundle(language, "translation", await loaders[language]());
  i18n.addResourceBundle(language, "errors", await errorLoaders[language]());
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
  i18n.changeLanguage(language);
}

export async function initI18n() {
  const language = storedLanguage();
  // English is always there: it is the fallback for any text Arabic lacks.
  await ensureLoaded("en");
  await setLanguage(language);
  return i18n;
}

export { i18n };
