import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StripeRequest = { method: string; path: string; form: Record<string, string> };

type Subscription = {
  id: string;
  object: "subscription";
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  trial_end: number | null;
  items: { object: "list"; data: { id: string; current_period_end: number }[] };
};

/**
 * A local HTTP peer for the parts of Stripe's API Wasfa calls (customers, prices, Checkout
 * sessions, subscriptions: read, update, cancel), answering in Stripe's documented shapes, so the real `stripe` SDK runs.
 * Form bodies are kept flat as Stripe's SDK encodes them (`line_items[0][price]`).
 */
export async function startStripePeer() {
  const requests: StripeRequest[] = [];
  const subscriptions = new Map<string, Subscription>();
  let counter = 0;
  const id = (prefix: string) => `${prefix}_test_${++counter}`;
  let price: { id: string } | undefined;

  const server: Server = createServer(async (request, response) => {
    let raw = "";
    for await (const chunk of request) raw += chunk;
    const url = new URL(request.url ?? "/", "http://stripe");
    const form = Object.fromEntries(new URLSearchParams(request.method === "GET" ? url.search : raw));
    requests.push({ method: request.method ?? "", path: url.pathname, form });
    const send = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") }).end(JSON.stringify(value));
    const path = url.pathname;

    if (path === "/v1/customers" && request.method === "POST") return send(200, { id: id("cus"), object: "customer", email: form.email });
    if (path === "/v1/prices" && request.method === "GET") {
      return send(200, { object: "list", data: price ? [{ ...price, object: "price" }] : [], has_more: false, url: "/v1/prices" });
    }
    if (path === "/v1/prices" && request.method === "POST") {
      price = { id: id("price") };
      return send(200, { ...price, object: "price", unit_amount: Number(form.unit_amount), currency: form.currency });
    }
    if (path === "/v1/checkout/sessions" && request.method === "POST") {
      const session = id("cs");
      return send(200, { id: session, object: "checkout.session", url: `https://checkout.stripe.test/pay/${session}`, mode: form.mode });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]!);
      const noSuch = () => send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${subscriptionPath[1]}'` } });
      if (!subscription) return noSuch();
      // Cancelling ends it at once; Stripe answers a second cancel as if it no longer existed, though it can still be read.
      if (request.method === "DELETE") {
        if (subscription.status === "canceled") return noSuch();
        subscription.status = "canceled";
        subscription.canceled_at = Math.floor(Date.now() / 1000);
        return send(200, subscription);
      }
      if (request.method === "POST" && form.cancel_at_period_end) subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
      return send(200, subscription);
    }
    send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /**
     * Puts a subscription in the peer's store, as Stripe would hold it after a checkout: its metadata names the
     * household (`legacyUserId`: a checkout started before households, which named the owner's user id instead).
     */
    subscription(fields: { householdId?: number; legacyUserId?: number; customer: string; status?: string; periodEnd: Date; cancelAtPeriodEnd?: boolean }) {
      const sub: Subscription = {
        id: id("sub"),
        object: "subscription",
        status: fields.status ?? "active",
        customer: fields.customer,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        canceled_at: null,
        metadata: fields.legacyUserId !== undefined ? { userId: String(fields.legacyUserId) } : { householdId: String(fields.householdId) },
        trial_end: null,
        items: { object: "list", data: [{ id: id("si"), current_period_end: Math.floor(fields.periodEnd.getTime() / 1000) }] },
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
