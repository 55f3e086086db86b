import { eq } from "drizzle-orm";
import type { App } from "../../server/app";
import { users } from "../../server/db/schema";
import { mailedLink, mailedLinkCount } from "./outbox";

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

/** The account as the API answers it, and the household signup made for it (decision 0080), read from the database. */
type SignedUpUser = { id: number; email: string; isAdmin: boolean; emailVerified: boolean; householdId: number };

/**
 * Signs a new owner up through the API and returns the signed-in agent with the owner's details.
 * An address in ADMIN_EMAILS then becomes an admin as its owner would make it one (decision 0059): the link
 * mailed at signup confirms the address, which mails a link to set the password; setting it through that
 * link makes the admin and ends every session, so the agent logs in again. `verify: true` verifies any address.
 */
export async function signedUpAgent(app: App, overrides: Record<string, unknown> & { verify?: boolean } = {}, origin?: string) {
  const { verify, ...fields } = overrides;
  const client = agent(app, origin);
  const owner = newOwner(fields);
  const admin = app.config.adminEmails.has(owner.email.toLowerCase());
  // An admin's address may have had an account before (deleted since): only links mailed from now on are this one's.
  const before = async (page: string) => (admin ? mailedLinkCount(app.config.dataDir, owner.email, page) : 0);
  const [verifyLinksBefore, resetLinksBefore] = [await before("/verify-email"), await before("/reset-password")];
  const response = await client.post("/api/signup", owner);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  let user = response.json() as SignedUpUser;
  if (verify || admin) await verifyEmailOf(app, client, owner.email, verifyLinksBefore + 1);
  if (admin) await setPasswordFromMail(app, client, owner, resetLinksBefore + 1);
  if (verify || admin) user = (await client.get("/api/account")).json() as SignedUpUser;
  const [row] = await app.db.select({ householdId: users.householdId }).from(users).where(eq(users.id, user.id));
  return { client, owner, user: { ...user, householdId: row!.householdId } };
}

/** Opens the verification link mailed to `email` in `client` (waiting for the `count`th), and checks that it worked. */
export async function verifyEmailOf(app: App, client: Agent, email: string, count = 1) {
  const link = await mailedLink(app.config.dataDir, email, "/verify-email", count);
  const verified = await client.post("/api/verify-email", link);
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
}

/**
 * Sets the owner's password (the same one) through the newest reset link mailed to her (waiting for the
 * `count`th), then logs `client` in again.
 */
export async function setPasswordFromMail(app: App, client: Agent, owner: { email: string; password: string }, count = 1) {
  const link = await mailedLink(app.config.dataDir, owner.email, "/reset-password", count);
  const reset = await client.post("/api/reset-password", { ...link, newPassword: owner.password });
  if (reset.statusCode !== 200) throw new Error(`setting the password failed: ${reset.body}`);
  const login = await client.post("/api/login", { username: owner.email, password: owner.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
}
