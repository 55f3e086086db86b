import { phoneDigits } from "./phone";

/** https://wa.me/<digits>?text=<message>: WhatsApp takes the number as digits only, the text URI-encoded. */
export function whatsappSendUrl(phone: string, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}
