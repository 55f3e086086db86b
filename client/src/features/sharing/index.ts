/*
 * What pages and menus that load on demand may use of the sharing feature. The layout must not import
 * this file (it would pull the forms and the send logic into the first load): it imports
 * ./components/helper-welcome-slot and ./components/share-menu-slot directly.
 */
export { EnglishOfferSlot } from "./components/english-offer-slot";
export { HelperDetailsTab } from "./components/helper-details-tab";
export { HelperNote, type HelperNoteValue } from "./components/helper-note";
export { HelperTabTooltip } from "./components/onboarding-tooltip";
export { NativeShareButton } from "./components/native-share-button";
export { SentTab } from "./components/sent-tab";
export { useSentShares } from "./api/sent-shares";
export { SharePreviewLink } from "./components/share-preview-link";
export { TranslateAndSendButton } from "./components/translate-and-send-button";
export { canShareNatively, usePageShare } from "./use-page-share";
export { useWhatsAppSend } from "./use-whatsapp-send";
