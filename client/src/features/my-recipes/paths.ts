/** The feature's pages (issue 18); the routes are declared in app/router.tsx. */
export const myRecipesPath = "/my-recipes";
export const newMyRecipePath = (from?: "paste" | "link") => (from ? `${myRecipesPath}/new?from=${from}` : `${myRecipesPath}/new`);
export const editMyRecipePath = (id: number) => `${myRecipesPath}/${id}/edit`;
