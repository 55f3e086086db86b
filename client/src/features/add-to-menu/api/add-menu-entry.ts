import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { MenuAddInput } from "@common/menu.schema";
import { apiRequest } from "@/lib/api-request";

/** The plan's answers (GET /api/menu and its shopping lists) all start with this address. */
const planPath = "/api/menu";

/** A dish added from outside the menu page: its week and its shopping lists are asked again when next shown. */
export const invalidatePlans = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: ({ queryKey: [path] }) => String(path).startsWith(planPath) });

/**
 * POST /api/menu/entries: one dish at the end of a meal of a day (decision 0071), the rest of the plan untouched on
 * the server (decision 0071), so an add from a card never undoes what another tab saved. Answers the dish.
 */
export function useAddMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuAddInput) => apiRequest(endpoints.addMenuEntry, { body }),
    onSuccess: () => invalidatePlans(queryClient),
  });
}
