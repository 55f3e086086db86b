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
  /**
   * The owner's day (YYYY-MM-DD) and time zone the page was drawn for, when her browser had said where she is
   * (common/time-zone.ts, decision 0088): the browser takes the page over for the same day.
   */
  ownerDay?: OwnerDay;
};

/** Where and when a signed-in owner is: her day, and the time zone it was read in. */
export type OwnerDay = { day: string; timeZone: string };

/** A page's link preview (decision 0055): its canonical path and the texts a shared link shows. */
export type PagePreview = { path: string; title: string; description: string };

/**
 * A page the server rendered (client/src/entry-server.tsx) for the server to put into index.html: its HTML, its
 * title, the answers it was rendered from, and its link preview for the pages a shared link previews.
 */
export type RenderedPage<Queries = unknown> = { html: string; title: string; queries: Queries; preview?: PagePreview | null; ownerDay?: OwnerDay };
