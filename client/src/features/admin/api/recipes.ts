import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { AdminRecipeCreate } from "@common/admin";
import type { RecipeDetail } from "@common/recipe";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";
import { apiRequest } from "@/lib/api-request";
import { recipeFormData, recipePatch } from "../lib/recipe-form";
import { useAdminTranslation } from "../texts";
import { adminQueries, invalidateRecipes } from "./keys";

/** GET /api/admin/recipes: every recipe, hidden ones too, sorted by title. */
export function useAdminRecipes() {
  return useQuery(adminQueries.recipes);
}

/** POST /api/admin/recipes (multipart, with the image). */
export function useCreateRecipe() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: ({ recipe, image }: { recipe: AdminRecipeCreate; image: File }) =>
      apiRequest(endpoints.adminCreateRecipe, { body: recipeFormData(recipe, image) }),
    onSuccess: async (created) => {
      toast({ variant: "success", title: t("recipes.createdTitle"), description: t("recipes.createdText", { title: created.title }) });
      await invalidateRecipes(queryClient);
    },
    // The dialog says what went wrong, once (decision 0076): under a field, or above the form.
  });
}

/** PATCH /api/admin/recipes/:id, then PUT …/image when a new image was chosen. */
export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: async ({ id, recipe, image }: { id: number; recipe: AdminRecipeCreate; image?: File }) => {
      const saved = await apiRequest(endpoints.adminUpdateRecipe, { params: { id }, body: recipePatch(recipe) });
      if (!image) return saved;
      const form = new FormData();
      form.append("image", image);
      return apiRequest(endpoints.adminReplaceRecipeImage, { params: { id }, body: form });
    },
    onSuccess: async (saved) => {
      toast({ variant: "success", title: t("recipes.updatedTitle"), description: t("recipes.updatedText", { title: saved.title }) });
      await invalidateRecipes(queryClient);
    },
    // The dialog says what went wrong (decision 0076). The fields may have been saved before the image failed.
    onError: () => invalidateRecipes(queryClient),
  });
}

/** DELETE /api/admin/recipes/:id. */
export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  const { t } = useAdminTranslation();
  return useMutation({
    mutationFn: (recipe: RecipeDetail) => apiRequest(endpoints.adminDeleteRecipe, { params: { id: recipe.id } }),
    onSuccess: async (_nothing, recipe) => {
      toast({ variant: "success", title: t("recipes.delete.deletedTitle"), description: t("recipes.delete.deletedText", { title: recipe.title }) });
      await invalidateRecipes(queryClient);
    },
    onError: (error) =>
      toast({ variant: "destructive", title: t("common.error"), description: serverMessageOf(error) ?? t("recipes.delete.failed") }),
  });
}
