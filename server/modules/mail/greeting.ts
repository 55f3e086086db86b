import { displayName } from "../../../common/user";

type Addressee = { firstName: string | null; lastName: string | null; username: string; emailVerifiedAt: Date | null };

/**
 * The name a mail greets its reader by: only once the address is proved. Anyone may sign up with anyone's
 * address, and the name is theirs to choose, so until the mailbox's owner has confirmed the account a mail
 * to it carries no text of a stranger's.
 */
export const greetingName = (user: Addressee): string | undefined => (user.emailVerifiedAt ? displayName(user) : undefined);
