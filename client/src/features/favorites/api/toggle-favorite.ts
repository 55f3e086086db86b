import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import * as endpoints from "@common/api/endpoints";
import { toast } from "@/components/ui/use-toast";
import { apiRequest } from "@/lib/api-request";
import { favoritesQueryKey, invalidateFavorites, type FavoritesMap } from "./get-favorites";

type Change = { recipeId: number; favorite: boolean };

const save = ({ recipeId, favorite }: Change) =>
  favorite
    ? apiRequest(endpoints.addFavorite, { body: { recipeId } })
    : apiRequest(endpoints.removeFavorite, { params: { recipeId } });

function withChange(map: FavoritesMap | undefined, { recipeId, favorite }: Change): FavoritesMap {
  const next = { ...map };
  if (favorite) next[String(recipeId)] = true;
  else delete next[String(recipeId)];
  return next;
}

/**
 * Adds or removes a favourite. The heart changes at once; a failure puts it back with the destructive
 * toast of docs/spec.md §8; either way every favourites query is refreshed so all views agree.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: save,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const previous = queryClient.getQueryData<FavoritesMap>(favoritesQueryKey);
      queryClient.setQueryData<FavoritesMap>(favoritesQueryKey, (map) => withChange(map, change));
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(favoritesQueryKey, context?.previous);
      toast({ variant: "destructive", title: t("favorites.toggle.failedTitle"), description: t("favorites.toggle.failed") });
    },
    onSettled: () => invalidateFavorites(queryClient),
  });
}
