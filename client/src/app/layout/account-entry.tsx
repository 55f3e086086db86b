import { useCurrentUser } from "@/features/auth";
import { LoginButton } from "./login-button";
import { UserMenuSlot } from "./user-menu-slot";

/**
 * The header's login button, or the avatar once signed in; while the account loads, the button's space
 * is kept. `compact` (phones): on the narrowest screens the button keeps its icon and hides its word.
 */
export function AccountEntry({ compact = false }: { compact?: boolean }) {
  const { user, isPending } = useCurrentUser();
  if (user) return <UserMenuSlot user={user} />;
  if (isPending) return <LoginButton compact={compact} className="invisible" tabIndex={-1} aria-hidden="true" />;
  return <LoginButton compact={compact} />;
}
