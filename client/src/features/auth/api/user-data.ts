import type { QueryClient } from "@tanstack/react-query";
import * as endpoints from "@common/api/endpoints";
import type { User } from "@common/user";
import { apiPath } from "@/lib/api-client";
import { forgetOfflineCopies } from "@/lib/app-worker";
import { forgetReturnPath } from "../return-path";
import { accountQueryKey } from "./get-account";

/** Recipe lists are the same for everyone; everything else fetched while signed in belongs to the user. */
const publicLists = ([endpoints.listRecipes, endpoints.popularRecipes, endpoints.quickRecipes] as const).map((list) => apiPath(list));
const isPublicQuery = (url: string) => publicLists.some((list) => url === list || url.startsWith(`${list}?`));
const isUserQuery = ({ queryKey: [url] }: { queryKey: readonly unknown[] }) => url !== accountQueryKey[0] && !isPublicQuery(String(url));

/** docs/spec.md §4: logout clears the account, and no one else's data stays behind in this browser. */
export function clearUserData(queryClient: QueryClient) {
  void forgetOfflineCopies();
  // Where a visitor was going (decision 0072) is hers too: the next person on this phone starts afresh.
  forgetReturnPath();
  queryClient.setQueryData(accountQueryKey, null);
  queryClient.removeQueries({ predicate: isUserQuery });
}

/**
 * A login or signup in this browser. Unless that owner is the one already signed in here, whatever the
 * previous one left is forgotten before the new owner's data is fetched and kept: her offline copies and
 * her readings in memory (a shared phone). Also when nobody seemed signed in: a session that
 * ended elsewhere leaves its copies behind.
 */
export async function signInAs(queryClient: QueryClient, user: User) {
  const current = queryClient.getQueryData<User | null>(accountQueryKey);
  if (current?.id !== user.id) {
    await forgetOfflineCopies();
    // Her queries on screen ask again, as the new owner; the others are dropped.
    void queryClient.resetQueries({ predicate: isUserQuery });
  }
  queryClient.setQueryData(accountQueryKey, user);
}
