import { useQuery, type QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { apiQuery, queryKeyOf } from "@/lib/api-client";

const listPath = queryKeyOf(endpoints.getShoppingList)[0];

/** A saved change of the plan changes its shopping lists: every one is asked again when next shown. */
export const invalidateShoppingLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => String(path).startsWith(listPath) });

/**
 * GET /api/menu/shopping-list: the ingredients of the range as saved, added up, by aisle, in the interface
 * language (for the owner; the helper gets hers in the message). The list shown stays while a new one loads.
 */
export function useShoppingList(from: MenuDate, days: number) {
  const { i18n } = useTranslation();
  return useQuery({
    ...apiQuery(endpoints.getShoppingList, { query: { from, days, lang: i18n.language } }),
    placeholderData: (previous) => previous,
  });
}
