import { defaultInterfaceLanguage, isInterfaceLanguage, isRightToLeft, type InterfaceLanguage } from "@common/interface-languages";
import { i18n, type Catalogue } from "./i18n";

/** docs/spec.md §1: the interface language is kept in client storage under this key. */
export const languageStorageKey = "app-language";

/**
 * English comes with the code: the build sends each group of texts with the modules that show it (decision 0087,
 * text-chunks.ts), so a page's texts arrive with its code, and none of a page not visited. Arabic, every text of
 * the interface and the server's messages, loads as one chunk when chosen (`arabic.ts`), so English visitors do
 * not download it; English stays the fallback for any text it lacks.
 */
const featureName = (file: string) => file.split("/").at(-3)!;

function withFeatures(app: Catalogue, features: Record<string, Catalogue>): Catalogue {
  return { ...app, ...Object.fromEntries(Object.entries(features).map(([file, catalogue]) => [featureName(file), catalogue])) };
}

async function loadArabic() {
  const { arabic } = await import("./arabic");
  i18n.addResourceBundle("ar", "translation", withFeatures(arabic.app, arabic.features));
  i18n.addResourceBundle("ar", "errors", arabic.errors);
}

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
  if (language === "ar" && !i18n.hasResourceBundle("ar", "translation")) await loadArabic();
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

/** The server renders in either language: Arabic is loaded once (English came with the code), and each render picks its own. */
export async function initServerI18n() {
  await ensureLoaded("ar");
}

export async function initI18n() {
  const language = storedLanguage();
  await setLanguage(language);
  return i18n;
}

export { i18n };
