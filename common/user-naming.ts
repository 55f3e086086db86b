/**
 * docs/spec.md §3 naming rules. Kept apart from user.ts (which builds a zod schema) so the header can use
 * them without putting zod into the first page load.
 */
type Named = { firstName: string | null; lastName: string | null; username: string };

/** docs/spec.md §3: first plus last name, else the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName].filter((part) => part?.trim()).join(" ").trim();
  return full || user.username;
}

/** The letter a name is known by: an Arabic family name's article "ال" is not it ("العلي" → "ع"). */
function initialOf(name: string | null | undefined): string | undefined {
  const trimmed = name?.trim() ?? "";
  const withoutArticle = /^ال\p{L}{2,}/u.test(trimmed) ? trimmed.slice(2) : trimmed;
  return [...withoutArticle][0];
}

/** Arabic letters join into a word ("م" + "ع" reads "مع"): a zero-width non-joiner keeps initials apart. */
const joiningScript = /\p{Script=Arabic}/u;

/** docs/spec.md §3: first letters of first and last name, else of the username; U if it is empty; G for a guest. */
export function initials(user: Named | null | undefined): string {
  if (!user) return "G";
  const first = initialOf(user.firstName);
  const last = initialOf(user.lastName);
  if (first && last) return joiningScript.test(first + last) ? `${first}\u200c${last}` : (first + last).toUpperCase();
  const fromUsername = user.username.trim()[0];
  return fromUsername ? fromUsername.toUpperCase() : "U";
}
