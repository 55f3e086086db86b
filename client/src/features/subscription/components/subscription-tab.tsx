import type { User } from "@common/user";

/** The account page's Subscription tab. Placeholder with the agreed props; the subscription feature fills it. */
export function SubscriptionTab({ user }: { user: User }) {
  return <div data-user-id={user.id} />;
}
