import type { App } from "../../server/app";
import { mailedLink } from "./outbox";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A browser-like client over `app.inject`: keeps the cookies the app sets and sends them back,
 * and names the app's own origin on changes, as a browser page of the app would.
 */
export function agent(app: App, origin = "http://localhost:5000") {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

  async function request(method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method,
      url,
      payload: payload as never,
      headers: {
        ...(jar.size > 0 && { cookie: cookieHeader() }),
        ...(method !== "GET" && { origin }),
        ...headers,
      },
    });
    for (const cookie of response.cookies) {
      if (cookie.value === "" || (cookie.expires && cookie.expires.getTime() < Date.now())) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  return {
    get: (url: string, headers?: Record<string, string>) => request("GET", url, undefined, headers),
    post: (url: string, payload?: unknown, headers?: Record<string, string>) => request("POST", url, payload, headers),
    patch: (url: string, payload?: unknown, headers?: Record<string, string>) => request("PATCH", url, payload, headers),
    delete: (url: string, headers?: Record<string, string>) => request("DELETE", url, undefined, headers),
    /** Any method, for tests that walk many routes. */
    send: (method: string, url: string, payload?: unknown, headers?: Record<string, string>) =>
      request(method as Method, url, method === "GET" ? undefined : payload, headers),
    cookies: jar,
  };
}

export type Agent = ReturnType<typeof agent>;

let counter = 0;

/** A valid signup body with an email no other test uses. */
export function newOwner(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `owner${counter}-${process.pid}-${Date.now()}@example.com`;
  return { firstName: "Sara", lastName: "Al Mansoori", email, username: email, password: "Secret123", ...overrides };
}

type SignedUpUser = { id: number; email: string; isAdmin: boolean; emailVerified: boolean };

/**
 * Signs a new owner up through the API and returns the signed-in agent with the owner's details.
 * An address in ADMIN_EMAILS is then verified through the link mailed at signup, as its owner would,
 * since only a verified address is an admin (issue 13.1); `verify: true` verifies any address.
 */
export async function signedUpAgent(app: App, overrides: Record<string, unknown> & { verify?: boolean } = {}, origin?: string) {
  const { verify, ...fields } = overrides;
  const client = agent(app, origin);
  const owner = newOwner(fields);
  const response = await client.post("/api/signup", owner);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  let user = response.json() as SignedUpUser;
  if (verify || app.config.adminEmails.has(owner.email.toLowerCase())) {
    await verifyEmailOf(app, client, owner.email);
    user = (await client.get("/api/account")).json() as SignedUpUser;
  }
  return { client, owner, user };
}

/** Opens the verification link mailed to `email` in `client`, and checks that it worked. */
export async function verifyEmailOf(app: App, client: Agent, email: string) {
  const link = await mailedLink(app.config.dataDir, email, "/verify-email");
  const verified = await client.post("/api/verify-email", link);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
}
