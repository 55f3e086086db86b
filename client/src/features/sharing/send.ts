/*
 * What the pages that send (the recipe page, the menu) use of the sharing feature, as an entry of its own
 * (decision 0077): importing ./index.ts would bring the account page's helper form (react-hook-form and zod), its
 * tooltip and the sent list's tab into their first load. The helper's details dialog, when a send needs it, loads
 * on demand.
 */
export { EnglishOfferSlot } from "./components/english-offer-slot";
export { HelperNote, type HelperNoteValue } from "./components/helper-note";
export { SharePreviewLink } from "./components/share-preview-link";
export { TranslateAndSendButton } from "./components/translate-and-send-button";
export { useSentShares } from "./api/sent-shares";
export { useWhatsAppSend } from "./use-whatsapp-send";
export { useHelpers } from "./api/helpers";
export { useHelperChoice } from "./use-helper-choice";
export type { SendTo } from "./use-whatsapp-send";
