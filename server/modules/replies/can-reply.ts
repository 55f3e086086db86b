/** Her page offers Reply only when the owner who sent it has a WhatsApp number and has not turned replies off on it. */
export const canReply = (owner: { ownerPhone: string | null }, share: { repliesEnabled: boolean }) => Boolean(owner.ownerPhone) && share.repliesEnabled;
