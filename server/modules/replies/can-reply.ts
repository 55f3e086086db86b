/**
 * Her page offers Reply only when the member who sent it (decision 0080) has a WhatsApp number and replies are not
 * turned off on it.
 */
export const canReply = (sender: { ownerPhone: string | null }, share: { repliesEnabled: boolean }) => Boolean(sender.ownerPhone) && share.repliesEnabled;
