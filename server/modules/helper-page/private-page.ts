import type { FastifyReply } from "fastify";

/** Where her Reply form's answer leads: WhatsApp's link, and the page it forwards to (decision 0084). */
const whatsappOrigins = "https://wa.me https://api.whatsapp.com";

/**
 * Her page is hers alone (decision 0050): never indexed, never telling another site where she came from. Its Reply
 * form is answered with a redirect to WhatsApp, which a browser follows only where the page's
 * form-action allows it, so her pages allow WhatsApp there and nowhere else.
 */
export function privatePage(reply: FastifyReply, status: number) {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string") reply.header("content-security-policy", policy.replace("form-action 'self'", `form-action 'self' ${whatsappOrigins}`));
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow")
    .header("cache-control", "no-cache");
}
