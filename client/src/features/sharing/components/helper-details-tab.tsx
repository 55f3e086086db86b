import type { User } from "@common/user";

/** The account page's "Maid's Details" tab. Placeholder with the agreed props; the sharing feature fills it. */
export function HelperDetailsTab({ user }: { user: User }) {
  return <div data-user-id={user.id} />;
}
