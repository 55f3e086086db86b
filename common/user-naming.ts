/**
 * SPEC §3 naming rules. Kept apart from user.ts (which builds a zod schema) so the header can use
 * them without putting zod into the first page load.
 */
type Named = { firstName: string | null; lastName: string | null; username: string };

/** SPEC §3: first plus last name, else the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ").trim();
  return full || user.username;
}

/** SPEC §3: first letters of first and last name, else of the username; U if it is empty; G for a guest. */
export function initials(user: Named | null | undefined): string {
  if (!user) return "G";
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first && last) return (first + last).toUpperCase();
  const fromUsername = user.username.trim()[0];
  return fromUsername ? fromUsername.toUpperCase() : "U";
}
