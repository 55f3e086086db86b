/** The `lang` parameter of localized answers (recipe texts): English is the source, so it needs none. */
export const langParam = (language: string) => (language === "en" ? undefined : language);
