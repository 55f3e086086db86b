/** Where the household's own recipes are edited (decision 0051), for links from any feature; the routes are in app/router.tsx. */
export const myRecipesPath = "/my-recipes";
export const newMyRecipePath = (from?: "paste" | "link") => (from ? `${myRecipesPath}/new?from=${from}` : `${myRecipesPath}/new`);
export const editMyRecipePath = (id: number) => `${myRecipesPath}/${id}/edit`;
