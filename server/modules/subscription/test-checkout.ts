import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as endpoints from "../../../common/api/endpoints";
import { contract } from "../../../common/api/contract.schema";
import { pathOf } from "../../../common/api/route";
import type { Config } from "../../config";
import { acceptHtmlForms } from "../../lib/html-form";
import { route } from "../../lib/route";
import { cancelPath, successPath } from "./billing";
import { applyProviderState } from "./transitions";
import { firstPaidMonthMs, readCheckoutToken } from "./test-billing";
import { households } from "../../db/schema";
import type { Mailer } from "../mail";
import { sendBillingMail } from "./billing-mails";
import { eq } from "drizzle-orm";

const texts = {
  en: {
    title: "Wasfa subscription",
    badge: "Test mode — no card is charged",
    price: "2 AED / month",
    trial: "First month free",
    cancelAnytime: "Cancel anytime",
    subscribe: "Subscribe",
    cancel: "Cancel",
    expired: "This checkout has expired. Please start again from your account.",
  },
  ar: {
    title: "اشتراك وصفة",
    badge: "وضع الاختبار — لن يتم خصم أي مبلغ من بطاقة",
    price: "2 درهم / شهريًا",
    trial: "الشهر الأول مجاني",
    cancelAnytime: "يمكنك الإلغاء في أي وقت",
    subscribe: "اشترك",
    cancel: "إلغاء",
    expired: "انتهت صلاحية صفحة الدفع. يرجى البدء من جديد من حسابك.",
  },
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(language: "en" | "ar", token: string | undefined) {
  const t = texts[language];
  const body = token
    ? `<p class="badge">${t.badge}</p>
  <h1>${t.title}</h1>
  <p class="price">${t.price}</p>
  <ul><li>${t.trial}</li><li>${t.cancelAnytime}</li></ul>
  <form method="post" action="${pathOf(endpoints.testCheckoutForm)}">
    <input type="hidden" name="token" value="${escapeHtml(token)}">
    <input type="hidden" name="lang" value="${language}">
    <button name="action" value="subscribe" class="primary">${t.subscribe}</button>
    <button name="action" value="cancel">${t.cancel}</button>
  </form>`
    : `<h1>${t.title}</h1><p>${t.expired}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,sans-serif;background:#fffbf5;color:#1c1917;display:grid;place-items:center;min-height:100vh;margin:0;padding:16px}
main{background:#fff;border:1px solid #e7e5e4;border-radius:16px;padding:24px;max-width:400px;width:100%;overflow-wrap:anywhere}
.badge{background:#fef3c7;color:#78350f;border-radius:999px;padding:4px 12px;display:inline-block;font-weight:600;font-size:14px}
.price{font-size:28px;font-weight:700}
button{font:inherit;border-radius:12px;padding:12px 16px;border:1px solid #e7e5e4;background:#fff;margin-block-start:8px;width:100%;cursor:pointer}
button.primary{background:#9a3412;color:#fff;border-color:#9a3412}
</style></head>
<body><main>${body}</main></body></html>`;
}

/**
 * The built-in test checkout (docs/design.md §6), used when no Stripe key is set: a page on our own site,
 * clearly labelled, whose Subscribe applies the same change a completed Stripe checkout does.
 */
export function testCheckout(config: Config, mailer: Mailer): FastifyPluginAsync {
  const secret = config.sessionSecret!;
  return async (plain) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    acceptHtmlForms(plain);

    app.route({
      ...route("testCheckoutPage"),
      handler: async (request, reply) => {
        const { token, lang } = request.query;
        const valid = token && readCheckoutToken(secret, token) ? token : undefined;
        return reply
          .code(valid ? 200 : 410)
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
          .send(page(lang, valid));
      },
    });

    // The form is read here, not by a schema: whatever is wrong with it, the answer is a page.
    app.route({
      ...route("testCheckoutForm"),
      handler: async (request, reply) => {
        const form = contract.testCheckoutForm.htmlForm.safeParse(request.body);
        const householdId = form.success ? readCheckoutToken(secret, form.data.token) : undefined;
        if (!form.success || !householdId) return reply.code(410).type("text/html; charset=utf-8").send(page(request.language, undefined));
        if (form.data.action === "cancel") return reply.redirect(`${config.appUrl}${cancelPath}`, 303);

        const [household] = await app.db.select().from(households).where(eq(households.id, householdId)).limit(1);
        if (household) {
          // As with Stripe: the rest of the free month is carried over, then the first paid month.
          // This page is the provider here, so the state is made now.
          const now = Date.now();
          const start = household.trialEndsAt && household.trialEndsAt.getTime() > now ? household.trialEndsAt.getTime() : now;
          const result = await applyProviderState(app.db, household.id, { status: "active", periodEnd: new Date(start + firstPaidMonthMs), at: new Date(now) }, "checkout");
          if ("applied" in result) void sendBillingMail({ db: app.db, mailer, appUrl: config.appUrl, log: request.log }, result.applied, "subscribed", form.data.lang);
        }
        return reply.redirect(`${config.appUrl}${successPath}`, 303);
      },
    });
  };
}
