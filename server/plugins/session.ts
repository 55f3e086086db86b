import { AsyncLocalStorage } from "node:async_hooks";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import type {} from "@fastify/cookie"; // request.cookies and reply.setCookie, which this plugin relies on
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { households, users } from "../db/schema";
import { unauthorized } from "../lib/http-error";

export type UserRow = typeof users.$inferSelect;
export type HouseholdRow = typeof households.$inferSelect;

/**
 * What the plugin asks of the sessions module, which app.ts hands in: a plugin sits below the modules
 * and imports none of them (decision 0065).
 */
export type SessionStore = {
  /** The user of a live session and the hash of its id, or undefined. */
  findUser(db: Db, sessionId: string): Promise<{ user: UserRow; household: HouseholdRow; idHash: string } | undefined>;
  /** How long a session may last at most: the cookie's lifetime. */
  absoluteMs: number;
};

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The signed-in user's household (decision 0080), or null: what the house shares is read and written by its id. */
    household: HouseholdRow | null;
    /** Hash of the current session's id, to keep it when ending the others. */
    sessionIdHash: string | null;
  }
  interface FastifyInstance {
    sessionCookie: {
      set(reply: FastifyReply, sessionId: string): void;
      clear(reply: FastifyReply): void;
      read(request: FastifyRequest): string | undefined;
    };
  }
}

/** The signed-in user, or 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The signed-in user and their household, or 401. A household's things are found by their id and this household's
 * id together, so another household's (or an ex-member's) asks find nothing: 404, never 403.
 */
export function requireHousehold(request: FastifyRequest): { user: UserRow; household: HouseholdRow } {
  if (!request.user || !request.household) throw unauthorized();
  return { user: request.user, household: request.household };
}

/** The session lookups of one page's API calls, by session id (see `withOneSessionLookup`). */
const pageLookups = new AsyncLocalStorage<Map<string, ReturnType<SessionStore["findUser"]>>>();

/**
 * Runs `work` (a server-rendered page's API calls, made with `inject` for one visitor) so that its calls look
 * the visitor's session up once between them (decision 0078): a signed-in page asks for four or five answers, and
 * each was a database round trip for the same session before its own. Only calls made inside `work` share it.
 */
export const withOneSessionLookup = <T>(work: () => T): T => pageLookups.run(new Map(), work);

/**
 * Server-side sessions (docs/design.md §7): a random id in an HttpOnly, SameSite=Lax cookie;
 * `__Host-` prefixed and Secure when the app is served over HTTPS.
 */
export default fp<{ config: Config; sessions: SessionStore }>(
  async (app, { config, sessions }) => {
    const secure = config.appUrl.startsWith("https://");
    const name = secure ? "__Host-wasfa_session" : "wasfa_session";

    app.decorate("sessionCookie", {
      set(reply, sessionId) {
        reply.setCookie(name, sessionId, {
          httpOnly: true,
          sameSite: "lax",
          secure,
          path: "/",
          maxAge: Math.floor(sessions.absoluteMs / 1000),
        });
      },
      clear(reply) {
        reply.clearCookie(name, { httpOnly: true, sameSite: "lax", secure, path: "/" });
      },
      read(request) {
        return request.cookies[name];
      },
    });

    app.decorateRequest("user", null);
    app.decorateRequest("household", null);
    app.decorateRequest("sessionIdHash", null);
    // Callback style: a request without a session (most of them) costs no promise.
    app.addHook("onRequest", (request, reply, done) => {
      const sessionId = request.cookies[name];
      // The API, and the owner's preview of her helper's page (decision 0050), the one page read with her session.
      if (!sessionId || !(request.url.startsWith("/api/") || request.url.startsWith("/preview/"))) return done();
      const shared = pageLookups.getStore();
      let lookup = shared?.get(sessionId);
      if (!lookup) {
        lookup = sessions.findUser(app.db, sessionId);
        shared?.set(sessionId, lookup);
      }
      lookup.then((found) => {
        if (found) {
          request.user = found.user;
          request.household = found.household;
          request.sessionIdHash = found.idHash;
          // A signed-in answer is the owner's own (her account, recipes, menu…): no browser or proxy keeps
          // it. An answer that is the same for everyone says so itself and replaces this
          // (the cached catalogue lists, pictures); the app's worker keeps her readings on purpose.
          reply.header("cache-control", "no-store");
        }
        done();
      }, done);
    });
  },
  { name: "session", dependencies: ["database"] },
);
