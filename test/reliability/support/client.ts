import { mailedLink } from "../../helpers/outbox";
import { adminEmail, appUrl, type Instance } from "./instance";

export type Reply<T = unknown> = { status: number; body: T; ms: number };

type Options = { json?: unknown; form?: FormData; language?: "en" | "ar"; timeoutMs?: number };

/**
 * A browser-like API client over fetch: keeps the cookies the app sets, names the app's origin on
 * changes (the CSRF check), parses JSON answers. `on(baseUrl)` is the same browser reaching another
 * instance behind the load balancer (same cookies).
 */
export function client(baseUrl: string, jar = new Map<string, string>()) {
  async function send<T = unknown>(method: string, url: string, options: Options = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    if (method !== "GET") headers.origin = appUrl;
    if (options.json !== undefined) headers["content-type"] = "application/json";
    if (options.language) headers["accept-language"] = options.language;
    const started = performance.now();
    const response = await fetch(baseUrl + url, {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (value === "" || expired) jar.delete(name);
      else jar.set(name, value);
    }
    const type = response.headers.get("content-type") ?? "";
    const body = type.includes("json") ? await response.json() : Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: body as T, ms: performance.now() - started };
  }

  return {
    baseUrl,
    jar,
    get: <T = unknown>(url: string, options?: Options) => send<T>("GET", url, options),
    post: <T = unknown>(url: string, json?: unknown, options?: Options) => send<T>("POST", url, { ...options, json }),
    delete: <T = unknown>(url: string, options?: Options) => send<T>("DELETE", url, options),
    send,
    on: (otherBaseUrl: string) => client(otherBaseUrl, jar),
  };
}

export type Client = ReturnType<typeof client>;

let counter = 0;
export const password = "Secret123";

/** Signs a new owner up (on a free trial, so recipe details open) and returns the signed-in client. */
export async function signedUp(baseUrl: string, email?: string) {
  counter += 1;
  const address = email ?? `rel${counter}-${process.pid}-${Date.now()}@example.com`;
  const browser = client(baseUrl);
  const signup = { firstName: "Sara", lastName: "Al Mansoori", email: address, username: address, password };
  const response = await browser.post<{ id: number; isAdmin: boolean }>("/api/signup", signup);
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { browser, user: response.body, email: address };
}

/**
 * The admin of ADMIN_EMAILS, made on `instance` as the owner of the address would (decision 0059): signed up,
 * the address confirmed through the link mailed at signup, then the password set through the link that
 * confirming mails (which ends every session), and logged in again.
 */
export async function signedUpAdmin(instance: Instance) {
  const admin = await signedUp(instance.baseUrl, adminEmail);
  const link = await mailedLink(instance.dataDir, adminEmail, "/verify-email");
  const verified = await admin.browser.post("/api/verify-email", link);
  if (verified.status !== 200) throw new Error(`verification failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const setPassword = await mailedLink(instance.dataDir, adminEmail, "/reset-password");
  const reset = await admin.browser.post("/api/reset-password", { ...setPassword, newPassword: password });
  if (reset.status !== 200) throw new Error(`setting the password failed: ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await admin.browser.post<{ isAdmin: boolean }>("/api/login", { username: adminEmail, password });
  if (login.status !== 200 || !login.body.isAdmin) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return admin;
}
