/**
 * What the server puts in a page it renders for the browser to take over (decision 0055): the id of the
 * JSON data block (not a script that runs, so the strict CSP allows it) and its contents.
 */
export const serverStateId = "server-state";

export type ServerState<Queries = unknown> = {
  /** The interface language the page was rendered in. */
  language: string;
  /** TanStack Query's dehydrated state: the answers the page was rendered from. */
  queries: Queries;
};
