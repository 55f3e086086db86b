import { eq } from "drizzle-orm";
import fc from "fast-check";
import { expect } from "vitest";
import { apiErrorSchema } from "../../common/api-error.schema";
import { canUseRecipes, effectiveStatus } from "../../common/subscription";
import { users } from "../../server/db/schema";
import { createSession, findSessionUser } from "../../server/modules/sessions";
import { signedUpAgent } from "../helpers/agent";
import { householdOfUser } from "../helpers/households";
import type { TestApp } from "../helpers/build-test-app";
import { registeredRoutes } from "../helpers/routes";
import { body, distinctImages, encode, hardBodies, hardQueries, param, plausible, query, type FuzzRequest } from "./arbitraries";
import { databaseState } from "./fingerprint";
import { routeSchema } from "./route-schemas";

export const identities = ["guest", "owner", "admin"] as const;
export type Identity = (typeof identities)[number];
export type Route = { method: string; url: string };

/**
 * Pages a browser opens or posts a form to (the built-in test checkout, docs/design.md §6; the helper's page,
 * decision 0050): they answer HTML, also when refusing, because a person reads them, not the client code.
 */
const htmlPages = new Set(["GET /test-checkout", "POST /api/subscription/test-checkout", "GET /h/:token", "POST /h/:token/reply"]);

const paramNames = (url: string) => url.match(/:[^/]+/g) ?? [];

/** A signed-in identity: its user, kept alive across requests that may sign it out or delete it. */
type Member = { userId: number; email: string; sessionId?: string };

/**
 * One app under fuzzing: its routes, the three identities a request may come from, and the check
 * of both properties on every request.
 */
export async function fuzzTarget(t: TestApp, adminEmail: string) {
  const images = await distinctImages(16);
  const state = await databaseState(t.database.db);
  let nextImage = 0;
  const first = await signedUpAgent(t.app);
  const [cookieName] = [...first.client.cookies.keys()];
  const members: Record<Exclude<Identity, "guest">, Member> = {
    owner: { userId: first.user.id, email: first.owner.email },
    admin: await signedUpAgent(t.app, { email: adminEmail }).then(({ user }) => ({ userId: user.id, email: adminEmail })),
  };

  /**
   * The identity's session cookie. Fuzzed requests may sign the owner out, cancel its trial or
   * delete it (as admin); it then gets a fresh session or signs up again, so each run starts as named.
   */
  async function cookieFor(identity: Identity): Promise<string | undefined> {
    if (identity === "guest") return undefined;
    const member = members[identity];
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.userId));
    if (!row || (identity === "owner" && !canUseRecipes(effectiveStatus(await householdOfUser(t.database.db, row.id))))) {
      const again = await signedUpAgent(t.app, identity === "admin" && !row ? { email: member.email } : {});
      Object.assign(member, { userId: again.user.id, email: again.owner.email, sessionId: undefined });
    }
    if (!member.sessionId || !(await findSessionUser(t.database.db, member.sessionId))) {
      member.sessionId = await createSession(t.database.db, member.userId);
    }
    return `${cookieName}=${member.sessionId}`;
  }

  /** Random requests for one route, built from the schemas the route was compiled with. */
  function requests({ method, url }: Route): fc.Arbitrary<FuzzRequest> {
    const paramsSchema = routeSchema(method, url, "params");
    const params = paramNames(url).map((placeholder) => {
      const name = placeholder.slice(1);
      const own = paramsSchema?.properties?.[name];
      const valid = own && plausible(own, name).map((value) => encode(String(value)));
      return valid ? fc.oneof({ weight: 1, arbitrary: param }, { weight: 2, arbitrary: valid }) : param;
    });
    return fc.record({
      params: fc.tuple(...params),
      query: query(routeSchema(method, url, "querystring")),
      body: method === "GET" ? fc.constant(undefined) : body(routeSchema(method, url, "body"), routeSchema(method, url, "multipart"), images),
    });
  }

  /**
   * The fixed hard cases for one route, sent as the admin, who passes every guard and so reaches the
   * deepest code (the random runs cover all three identities). Path ids are the largest valid one,
   * which names nothing: the "valid but missing" path is where a write may come before the check.
   */
  function hardCases({ method, url }: Route): [Identity, FuzzRequest][] {
    const params = paramNames(url).map(() => "2147483647");
    const bodies = method === "GET" ? [] : hardBodies(routeSchema(method, url, "body"), images[nextImage++ % images.length]!);
    const cases: FuzzRequest[] = [...bodies.map((b) => ({ params, query: "", body: b })), ...hardQueries.map((q) => ({ params, query: q }))];
    return cases.map((request) => ["admin", request]);
  }

  /**
   * Sends one request and checks: never a 5xx, errors in the API shape, and a refusal changes nothing.
   * (The app's one write after answering, forgot-password's token, needs the email of an account:
   * only a fuzzed signup that succeeded, hit again by a fuzzed forgot-password, could race this.)
   * The background translation queue is held from the first fingerprint to the second: its jobs (from
   * recipes saved by earlier requests) would otherwise write translations in between.
   */
  async function check(route: Route, identity: Identity, request: FuzzRequest) {
    const cookie = await cookieFor(identity);
    const resumeQueue = await t.app.translationQueue.pause();
    try {
      await checkHeld(route, identity, request, cookie);
    } finally {
      resumeQueue();
    }
  }

  async function checkHeld(route: Route, identity: Identity, request: FuzzRequest, cookie: string | undefined) {
    let i = 0;
    const path = route.url.replace(/:[^/]+/g, () => request.params[i++] ?? "");
    const before = await state();
    const response = await t.app.inject({
      method: route.method as "GET",
      url: request.query ? `${path}?${request.query}` : path,
      ...(request.body && { payload: request.body.payload }),
      headers: {
        ...(cookie && { cookie }),
        ...(route.method !== "GET" && { origin: t.config.appUrl }),
        ...(request.body?.contentType !== undefined && { "content-type": request.body.contentType }),
      },
    });
    const what = `${route.method} ${path} as ${identity} → ${response.statusCode} ${response.body.slice(0, 300)}`;
    expect(response.statusCode, what).toBeLessThan(500);
    if (response.statusCode < 400) return;

    const isPage = htmlPages.has(`${route.method} ${route.url}`) && String(response.headers["content-type"]).startsWith("text/html");
    if (!isPage) {
      expect(response.headers["content-type"], what).toMatch(/^application\/json/);
      expect(apiErrorSchema.safeParse(response.json()).success, what).toBe(true);
    }
    expect(await state(), `database after ${what}`).toEqual(before);
  }

  return { app: t.app, routes: registeredRoutes(t.app), requests, hardCases, check, close: t.close };
}

export type FuzzTarget = Awaited<ReturnType<typeof fuzzTarget>>;
