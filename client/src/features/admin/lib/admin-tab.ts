/** The dashboard's tabs, named as they are in the `tab` query parameter (docs/spec.md §2). */
export const adminTabs = ["users", "recipes", "stats"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** Recipes is the tab the header's Admin Dashboard link opens, and the default. */
export const defaultAdminTab: AdminTab = "recipes";

export function adminTabFromParam(param: string | null): AdminTab {
  return (adminTabs as readonly string[]).includes(param ?? "") ? (param as AdminTab) : defaultAdminTab;
}

/** The same search parameters with `tab` naming the given tab. */
export function withAdminTab(params: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("tab", tab);
  return next;
}
