/** The account page's tabs, and how each is named in the `tab` query parameter (docs/spec.md §2). */
export const accountTabs = ["profile", "helper", "household", "sent", "subscription"] as const;
export type AccountTab = (typeof accountTabs)[number];

/** docs/spec.md §2: "password" means Profile, "phone" the helper's details, "subscription" the subscription. */
const tabByParam = new Map<string, AccountTab>([
  ["password", "profile"],
  ["profile", "profile"],
  ["phone", "helper"],
  ["subscription", "subscription"],
  // Decision 0050: what was sent to the helper.
  ["sent", "sent"],
  // Decision 0082: the household's members and invitations.
  ["household", "household"],
]);

export function tabFromParam(param: string | null): AccountTab {
  return (param && tabByParam.get(param)) || "profile";
}

/** What the URL says for a tab; Profile is the default, so it needs no parameter. */
export const paramOfTab: Record<AccountTab, string | null> = {
  profile: null,
  helper: "phone",
  household: "household",
  sent: "sent",
  subscription: "subscription",
};

/** The same search parameters, with `tab` naming the given tab. */
export function withTab(params: URLSearchParams, tab: AccountTab): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = paramOfTab[tab];
  if (value) next.set("tab", value);
  else next.delete("tab");
  return next;
}
