import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import { pathOf } from "@common/api/route";
import type { MyRecipeInput, MyRecipePatch } from "@common/my-recipe.schema";
import { apiPath, apiQuery } from "@/lib/api-client";
import { apiRequest } from "@/lib/api-request";

/** GET /api/my-recipes: the owner's own recipes as cards, the last changed first. */
export function useMyRecipes() {
  return useQuery(apiQuery(endpoints.listMyRecipes));
}

/** GET /api/my-recipes/:id: one of them as its owner edits it (404 for anyone else's). */
export function useMyRecipe(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...apiQuery(endpoints.getMyRecipe, { params: { id } }), enabled });
}

/** Every query a saved or deleted recipe shows in: its own list and page, and the recipes' lists, search and pages. */
const affected = [apiPath(endpoints.listMyRecipes), pathOf(endpoints.listRecipes)];
const refreshRecipes = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => affected.some((prefix) => String(path).startsWith(prefix)) });

export type SaveMyRecipe = { id: number; patch: MyRecipePatch } | { id?: undefined; input: MyRecipeInput };

/** Creates (POST) or changes (PATCH) one; answers the saved recipe. Nothing is saved when the server refuses. */
export function useSaveMyRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveMyRecipe) =>
      save.id === undefined
        ? apiRequest(endpoints.createMyRecipe, { body: save.input })
        : apiRequest(endpoints.updateMyRecipe, { params: { id: save.id }, body: save.patch }),
    onSuccess: () => refreshRecipes(queryClient),
  });
}

export function useDeleteMyRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(endpoints.deleteMyRecipe, { params: { id } }),
    onSuccess: () => refreshRecipes(queryClient),
  });
}

/** POST /api/my-recipes/parse: pasted text read into a draft (nothing saved). */
export function useParseRecipe() {
  return useMutation({ mutationFn: (text: string) => apiRequest(endpoints.parseMyRecipe, { body: { text } }) });
}

/** POST /api/my-recipes/import: a recipe page's address read into a draft, its picture stored (nothing else saved). */
export function useImportRecipe() {
  return useMutation({ mutationFn: (url: string) => apiRequest(endpoints.importMyRecipe, { body: { url } }) });
}

/** POST /api/my-recipes/photo: checked and stored; the recipe names it by the id answered when saved. */
export function useUploadPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("photo", file);
      return apiRequest(endpoints.uploadMyRecipePhoto, { body: form });
    },
  });
}

/** Where a stored photo is shown, at the width of the form's preview. */
export const photoUrl = (photoId: string) => `${apiPath(endpoints.getImage, { params: { id: photoId } })}?w=640`;
