/*
 * Query keys of home's two lists. Kept free of imports: home's first paint asks for these lists
 * (see use-prefetch-home) before the code that shows them has loaded.
 */

const withLang = (path: string, language: string) => [language === "en" ? path : `${path}?lang=${language}`];

/** GET /api/recipes/popular in the interface language. */
export const popularRecipesKey = (language: string) => withLang("/api/recipes/popular", language);

/** GET /api/recipes/quick in the interface language. */
export const quickRecipesKey = (language: string) => withLang("/api/recipes/quick", language);
