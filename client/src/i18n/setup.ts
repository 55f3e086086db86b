import { defaultInterfaceLanguage, isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "@common/languages";
import { englishMessages } from "@common/messages-en";
import { i18n, type Catalogue } from "./i18n";
import en from "./en.json";

/** docs/spec.md §1: the interface language is kept in client storage under this key. */
export const languageStorageKey = "app-language";

/**
 * Each feature may keep its own texts in features/<name>/i18n/<lang>.json; they are read under the
 * feature's name ("recipes.card.minutes"). English ships with the app; Arabic loads on demand
 * (`arabic.ts`), so English visitors do not download it.
 */
const featureEnglish = import.meta.glob<Catalogue>("../features/*/i18n/en.json", { eager: true, import: "default" });

const featureName = (file: string) => file.split("/").at(-3)!;

function withFeatures(app: Catalogue, features: Record<string, Catalogue>): Catalogue {
  return { ...app, ...Object.fromEntries(Object.entries(features).map(([file, catalogue]) => [featureName(file), catalogue])) };
}

/** The interface's texts, and the server's error texts (the `errors` namespace). */
const loaders: Record<InterfaceLanguage, () => Promise<{ translation: Catalogue; errors: Catalogue }>> = {
  en: async () => ({ translation: withFeatures(en, featureEnglish), errors: englishMessages }),
  ar: () => import("./arabic").then(({ arabic }) => ({ translation: withFeatures(arabic.app, arabic.features), errors: arabic.errors })),
};

/**
 * The language chosen in this browser; else the one the server rendered the page in (the `app-language` cookie,
 * which mirrors the choice for the server: decision 0055).
 */
export function storedLanguage(): InterfaceLanguage {
  let value: string | null = null;
  try {
    value = localStorage.getItem(languageStorageKey);
  } catch {
    // Storage blocked: the page's own language below.
  }
  if (isInterfaceLanguage(value)) return value;
  const rendered = typeof document === "undefined" ? null : document.documentElement.lang;
  return isInterfaceLanguage(rendered) ? rendered : defaultInterfaceLanguage;
}

/** The web app manifest in `language` (client/public/manifest.*.webmanifest); the server links the page's own. */
export const manifestPath = (language: InterfaceLanguage) => `/manifest.${language}.webmanifest`;

async function ensureLoaded(language: InterfaceLanguage) {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { translation, errors } = await loaders[language]();
  i18n.addResourceBundle(language, "translation", translation);
  i18n.addResourceBundle(language, "errors", errors);
}

/** `<html lang dir>`, the `rtl` body class and the installed app's name follow the language (docs/spec.md §1, decision 0057). */
function applyToDocument(language: InterfaceLanguage) {
  const dir = isRightToLeft(language) ? "rtl" : "ltr";
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  document.body.classList.toggle("rtl", dir === "rtl");
  document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.setAttribute("href", manifestPath(language));
}

export async function setLanguage(language: InterfaceLanguage) {
  await ensureLoaded(language);
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  // The server renders the next page in it (a year, like the stored choice; not a secret, so readable here).
  document.cookie = `${languageStorageKey}=${language}; path=/; max-age=31536000; samesite=lax`;
  applyToDocument(language);
  i18n.changeLanguage(language);
}

/** The server renders in either language: both are loaded once, and each render picks its own. */
export async function initServerI18n() {
  await Promise.all([ensureLoaded("en"), ensureLoaded("ar")]);
}

export async function initI18n() {
  const language = storedLanguage();
  // English is always there: it is the fallback for any text Arabic lacks.
  await ensureLoaded("en");
  await setLanguage(language);
  return i18n;
}

export { i18n };
