import type { App } from "../../server/app";

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

/** Signs a new owner up through the API and returns the signed-in agent with the owner's details. */
export async function signedUpAgent(app: App, overrides: Record<string, unknown> = {}, origin?: string) {
  const client = agent(app, origin);
  const owner = newOwner(overrides);
  const response = await client.post("/api/signup", owner);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { client, owner, user: response.json() as { id: number; email: string; isAdmin: boolean } };
}
