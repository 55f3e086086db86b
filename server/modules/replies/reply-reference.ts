import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the owner can open her helper's words from the WhatsApp message to read them translated. */
export const replyReadDays = 30;

/** What a reference carries: the share, her language, her words, when she sent them. Nothing else is kept of them. */
export type ReplyReference = { shareId: number; language: string; text: string; sentAt: Date };

type Payload = { s: number; l: string; t: string; i: number };

const signature = (secret: string, payload: string) => createHmac("sha256", secret).update(`wasfa-reply:${payload}`).digest("base64url");

/**
 * A signed reference to her own words (decision 0085): her words travel in the owner's WhatsApp message
 * and in this reference, never in a table. Signed with the session secret, so only the app makes them; it names
 * the share by its id, never her link's token.
 */
export function signReplyReference(secret: string, reply: ReplyReference): string {
  const payload = Buffer.from(JSON.stringify({ s: reply.shareId, l: reply.language, t: reply.text, i: reply.sentAt.getTime() } satisfies Payload)).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** A reference as made here, or `invalid`; `expired` once it is older than replyReadDays. */
export function readReplyReference(secret: string, reference: string, now = Date.now()): ReplyReference | "invalid" | "expired" {
  const [payload, given, extra] = reference.trim().split(".");
  if (!payload || !given || extra !== undefined) return "invalid";
  const [a, b] = [Buffer.from(given), Buffer.from(signature(secret, payload))];
  if (a.length !== b.length || !timingSafeEqual(a, b)) return "invalid";
  let data: Partial<Payload>;
  try {
    data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<Payload>;
  } catch {
    return "invalid";
  }
  if (!Number.isSafeInteger(data.s) || typeof data.l !== "string" || typeof data.t !== "string" || !Number.isSafeInteger(data.i)) return "invalid";
  if (now - data.i! > replyReadDays * 86_400_000) return "expired";
  return { shareId: data.s!, language: data.l, text: data.t, sentAt: new Date(data.i!) };
}
