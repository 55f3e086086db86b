import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Config } from "../../server/config";
import { buildTestApp, testConfig } from "../helpers/build-test-app";
import { startProviderPeer } from "../helpers/provider-peer";
import { startStripePeer } from "../helpers/stripe-peer";
import { param, query } from "./arbitraries";
import { fuzzTarget, identities, type FuzzTarget, type Route } from "./target";

// Records each route's zod schemas as Fastify compiles them, so bodies and queries follow the real shapes.
vi.mock("fastify-type-provider-zod", async (importOriginal) => {
  const { recordingZodProvider } = await import("./route-schemas");
  return recordingZodProvider(await importOriginal());
});

/**
 * Decision 0040: random, malformed, huge and deeply nested input to every route, as a visitor,
 * an owner on the free month and an admin. FUZZ_RUNS=500 runs longer; a failure prints the seed
 * and path, and FUZZ_SEED replays a seed.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? 20);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

// Every limit (a limit added later too) high enough that a 429 never stands in for what the handler would answer.
const defaults = testConfig();
const unlimited = { max: 1_000_000_000, windowMs: 60_000 };
const rateLimits = Object.fromEntries(Object.keys(defaults.rateLimits).map((name) => [name, unlimited])) as Config["rateLimits"];
const adminEmail = "fuzz-admin@example.com";

// Local peers stand in for the translation provider and Stripe, so translate calls can succeed
// (no provider at all answers 503 by design) and nothing leaves the machine.
const translationPeer = await startProviderPeer();
const stripePeer = await startStripePeer();
const translation: Config["translation"] = {
  ...defaults.translation,
  provider: "libretranslate",
  libretranslate: { url: translationPeer.base },
};
const common = { adminEmails: new Set([adminEmail]), rateLimits, translation };
const main = await fuzzTarget(await buildTestApp({ config: common }), adminEmail);
// With a Stripe key the app registers the webhook instead of the built-in test checkout.
const withStripe = await fuzzTarget(
  await buildTestApp({ config: { ...common, stripe: { secretKey: "sk_test_fuzz", webhookSecret: "whsec_fuzz", apiUrl: stripePeer.url } } }),
  adminEmail,
);

afterAll(async () => {
  await main.close();
  await withStripe.close();
  await translationPeer.close();
  await stripePeer.close();
});

const key = (route: Route) => `${route.method} ${route.url}`;
const mainKeys = new Set(main.routes.map(key));

function fuzzRoutes(target: FuzzTarget, routes: Route[]) {
  it.each(routes)("$method $url never fails with a 5xx, and what it refuses leaves the database as it was", async (route) => {
    // fast-check counts the examples within numRuns: the random runs come on top of them.
    const examples = target.hardCases(route);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...identities), target.requests(route), (identity, request) => target.check(route, identity, request)),
      { numRuns: examples.length + numRuns, seed, examples },
    );
  });
}

describe("fuzzing every route of the app", () => {
  it("finds the app's routes (the SPA fallback is not one: these tests build no client)", () => {
    expect(main.routes.length).toBeGreaterThanOrEqual(30);
  });
  fuzzRoutes(main, main.routes);
});

describe("fuzzing the routes only a Stripe set-up has", () => {
  fuzzRoutes(
    withStripe,
    withStripe.routes.filter((route) => !mainKeys.has(key(route))),
  );
});

describe("fuzzing paths no route has", () => {
  it("answers an API error, never a 5xx, for any unknown path", async () => {
    const segment = fc.oneof(fc.constantFrom("api", "admin", "..", "%2e%2e", "%00", "", "recipes"), param);
    const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join("/")}`);
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
    await fc.assert(
      fc.asyncProperty(method, path, query(undefined), fc.constantFrom(...identities), async (m, p, q, identity) => {
        if (main.routes.some((route) => route.method === m && matches(route.url, p))) return;
        await main.check({ method: m, url: p }, identity, { params: [], query: q });
      }),
      { numRuns: numRuns * 10, seed },
    );
  });
});

/** Whether a concrete path falls on a route's pattern (those are fuzzed above). */
function matches(pattern: string, path: string) {
  const regex = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}/?$`);
  return regex.test(path.split("?")[0]!);
}
