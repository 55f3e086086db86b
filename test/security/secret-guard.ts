import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { mailedLink } from "../helpers/outbox";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";

/** Secrets recognisable by their shape, whoever made them. */
const secretShapes = [/\$argon2(id|i|d)\$/, /\bsk_(live|test)_\w+/, /\brk_(live|test)_\w+/, /\bwhsec_\w+/];
/** Keys no answer may carry, whatever their value (fieldErrors name fields, and are exempt). */
const secretKey = /^(password|passwordHash|password_hash|currentPassword|newPassword|token|tokenHash|token_hash|idHash|id_hash|sessionId|secret|stripeCustomerId|stripeSubscriptionId)$/i;
const sessionCookie = /^(__Host-)?wasfa_session$/;

export type Guard = {
  /** Answers checked so far. */
  readonly checked: number;
  /** Checks an answer that did not come through `app.inject` (a real HTTP request). */
  check(where: string, contentType: string, body: string): void;
  /** A value no answer may contain from now on (a token, a password). */
  remember(value: string | undefined): void;
  /** The newest reset link mailed to `email` (from DATA_DIR/outbox); its token is remembered. */
  resetLink(email: string, count?: number): Promise<{ email: string; token: string }>;
};

export type GuardedApp = TestApp & { guard: Guard };

function keysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysIn(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "fieldErrors") continue;
      found.push(key);
      keysIn(inner, found);
    }
  }
  return found;
}

/**
 * The test app, with every answer the suite receives through `app.inject` (and so through every
 * agent) checked before the test sees it: no secret key in a JSON body, and no known secret value
 * (session ids held, reset tokens mailed, passwords sent, the session secret, argon2 hashes,
 * Stripe-style keys) anywhere in a text body. A leak fails the request, and with it the test.
 */
export async function guardedTestApp(options: Parameters<typeof buildTestApp>[0] = {}): Promise<GuardedApp> {
  const t = await buildTestApp(options);
  const secrets = new Set<string>();
  let checked = 0;
  const remember = (value: string | undefined) => {
    if (value && value.length >= 8) secrets.add(value);
  };
  remember(t.config.sessionSecret);
  remember(t.config.stripe?.secretKey);
  remember(t.config.stripe?.webhookSecret);

  function inspect(request: InjectOptions, response: LightMyRequestResponse) {
    const where = `${request.method ?? "GET"} ${request.url}`;
    // Passwords the suite sends (and cookies it holds) become secrets for every later answer.
    const sent = request.payload && typeof request.payload === "object" && !Buffer.isBuffer(request.payload) ? request.payload : {};
    for (const field of ["password", "newPassword", "currentPassword"]) remember((sent as Record<string, string>)[field]);
    for (const cookie of response.cookies) if (sessionCookie.test(cookie.name)) remember(cookie.value);
    const cookieHeader = String(request.headers?.cookie ?? "");
    for (const [, value] of cookieHeader.matchAll(/wasfa_session=([^;]+)/g)) remember(value);
    for (const value of Object.values(request.cookies ?? {}) as (string | { value: string })[]) remember(typeof value === "string" ? value : value.value);
    check(where, String(response.headers["content-type"] ?? ""), response.body);
  }

  function check(where: string, type: string, body: string) {
    if (!/json|text|html|xml/.test(type)) return;
    checked += 1;
    for (const shape of secretShapes) if (shape.test(body)) throw new Error(`${where} answered a secret (${shape}): ${body.slice(0, 300)}`);
    for (const secret of secrets) if (body.includes(secret)) throw new Error(`${where} answered a secret the suite holds: ${body.slice(0, 300)}`);
    if (type.includes("json") && body) {
      const leaked = keysIn(JSON.parse(body)).filter((key) => secretKey.test(key));
      if (leaked.length > 0) throw new Error(`${where} answered secret keys ${leaked.join(", ")}: ${body.slice(0, 300)}`);
    }
  }

  const inject = t.app.inject.bind(t.app) as (request: InjectOptions) => Promise<LightMyRequestResponse>;
  const guarded = async (request: InjectOptions) => {
    const response = await inject(request);
    inspect(request, response);
    return response;
  };
  Object.assign(t.app, { inject: guarded });

  async function resetLink(email: string, count = 1) {
    const link = await mailedLink(t.config.dataDir, email, "/reset-password", count);
    remember(link.token);
    return link;
  }

  return {
    ...t,
    guard: {
      get checked() {
        return checked;
      },
      check,
      remember,
      resetLink,
    },
  };
}
