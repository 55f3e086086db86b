import type { AdminUser } from "@common/admin";

type Label = { key: string; date?: string };

/**
 * docs/spec.md §4 admin label: active with an end date shows the date, as "Active until {date}" (a bare
 * date read as nothing); trial "Trial ends {date}"; canceled
 * "Canceled (was until {date})" or "Canceled"; otherwise "Not set". A subscription that is ending
 * (canceling) still runs to its date, so it says when.
 */
export function subscriptionLabel(user: Pick<AdminUser, "subscriptionStatus" | "trialEndsAt" | "subscriptionEndsAt">): Label {
  const { subscriptionStatus: status, trialEndsAt, subscriptionEndsAt } = user;
  switch (status) {
    case "active":
      return subscriptionEndsAt ? { key: "users.label.activeUntil", date: subscriptionEndsAt } : { key: "users.label.active" };
    case "trial":
      return trialEndsAt ? { key: "users.label.trialEnds", date: trialEndsAt } : { key: "users.label.trial" };
    case "canceled":
      return subscriptionEndsAt ? { key: "users.label.canceledUntil", date: subscriptionEndsAt } : { key: "users.label.canceled" };
    case "canceling":
      return subscriptionEndsAt ? { key: "users.label.cancelingUntil", date: subscriptionEndsAt } : { key: "users.label.canceling" };
    default:
      return { key: "users.label.notSet" };
  }
}
