import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as endpoints from "../../common/api/endpoints";
import { buildTestApp, type TestApp } from "../../test/helpers/build-test-app";
import { registeredRoutes } from "../../test/helpers/routes";

const routeKeys = (t: TestApp) => registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`);

describe("the route map", () => {
  let withTestCheckout: TestApp;
  let withStripe: TestApp;

  beforeAll(async () => {
    withTestCheckout = await buildTestApp();
    withStripe = await buildTestApp({ config: { stripe: { secretKey: "sk_test_route_map", webhookSecret: "whsec_route_map" } } });
  });
  afterAll(async () => {
    await withTestCheckout?.close();
    await withStripe?.close();
  });

  it("is what the app registers: every endpoint in one billing set-up or the other, and nothing else", () => {
    const registered = new Set([...routeKeys(withTestCheckout), ...routeKeys(withStripe)]);
    expect([...registered].sort()).toEqual(Object.values(endpoints).sort());
  });

  it("registers the Stripe webhook only with Stripe keys, and the test checkout only without", () => {
    expect(routeKeys(withStripe)).toContain(endpoints.stripeWebhook);
    expect(routeKeys(withStripe)).not.toContain(endpoints.testCheckoutPage);
    expect(routeKeys(withTestCheckout)).not.toContain(endpoints.stripeWebhook);
    expect(routeKeys(withTestCheckout)).toEqual(expect.arrayContaining([endpoints.testCheckoutPage, endpoints.testCheckoutForm]));
  });

  it("names each method and path once", () => {
    const all = Object.values(endpoints);
    expect(new Set(all).size).toBe(all.length);
  });
});
