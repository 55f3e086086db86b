import { Suspense } from "react";
import { deferred } from "@/lib/deferred";
import type { useWhatsAppSend } from "../use-whatsapp-send";

/** The dialog loads with the first wish to send, not with the page. */
export const englishOfferDialog = deferred(() => import("./english-offer-dialog"));

/** The "send it in English instead" offer of a send, while it is open (DESIGN §5, issue 15.5). */
export function EnglishOfferSlot({ sender }: { sender: ReturnType<typeof useWhatsAppSend> }) {
  if (!sender.englishOffer) return null;
  return (
    <Suspense fallback={null}>
      <englishOfferDialog.Component message={sender.englishOffer} writtenIn={sender.writtenIn} onSendEnglish={sender.sendEnglish} onCancel={sender.declineEnglish} />
    </Suspense>
  );
}
