/*
 * The interface's languages, apart from the helper's (./languages.ts): what the browser's first load needs to set
 * the page's language and direction, without the table of the seventeen helper languages (decision 0090).
 */
/** Languages the interface is written in. */
export const interfaceLanguages = ["en", "ar"] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
export const defaultInterfaceLanguage: InterfaceLanguage = "en";

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === "string" && (interfaceLanguages as readonly string[]).includes(value);
}

/** Interface languages written right to left. */
export function isRightToLeft(language: string): boolean {
  return language === "ar" || language === "ur";
}
