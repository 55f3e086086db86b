import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, signedUp, signedUpAdmin, type Client } from "./support/client";
import { freshDatabaseUrl } from "./support/database";
import { startInstance, type Instance } from "./support/instance";

type Card = { id: number; title: string };

/**
 * Decisions 0030 and 0042: behind a load balancer, a limit must not be N times weaker with N instances, and a
 * change made through one instance must show on the others at once, not after their cache expires.
 */
describe("limits and caches shared by two instances", () => {
  let a: Instance;
  let b: Instance;
  let admin: Client;

  beforeAll(async () => {
    const databaseUrl = await freshDatabaseUrl();
    // Three failed logins per username and address; the login limit per address stays out of the way.
    const env = { RATE_LIMIT_LOGIN_USER: "3/15m", RATE_LIMIT_LOGIN_ACCOUNT: "100/1h", RATE_LIMIT_FORGOT_IP: "4/1h" };
    a = await startInstance({ databaseUrl, env });
    b = await startInstance({ databaseUrl, env });
    admin = (await signedUpAdmin(a)).browser;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it("counts failed logins of one username on both instances together", async () => {
    const { email } = await signedUp(a.baseUrl);
    const attempt = (instance: Instance) => client(instance.baseUrl).post("/api/login", { username: email, password: "Wrong999" });
    expect((await attempt(a)).status).toBe(401);
    expect((await attempt(b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(401);
    // Per instance this would be the second failure on B; together it is the fourth.
    const limited = await attempt(b);
    expect(limited.status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  it("counts requests per address on both instances together", async () => {
    const ask = (instance: Instance, i: number) => client(instance.baseUrl).post("/api/forgot-password", { email: `shared${i}@example.com` });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(i % 2 === 0 ? a : b, i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it("shows an admin's edit made through one instance in the other's lists at once", async () => {
    const onB = client(b.baseUrl);
    const [card] = (await onB.get<Card[]>("/api/recipes")).body;
    // B now holds the list in its cache (for up to 5 s without a message from A).
    expect((await onB.get<Card[]>("/api/recipes")).body[0]!.title).toBe(card!.title);

    const title = `${card!.title} (family version)`;
    expect((await admin.send("PATCH", `/api/admin/recipes/${card!.id}`, { json: { title } })).status).toBe(200);
    const started = Date.now();
    let seen = "";
    while (Date.now() - started < 1500 && seen !== title) {
      seen = (await onB.get<Card[]>("/api/recipes")).body.find((row) => row.id === card!.id)?.title ?? "";
      if (seen !== title) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toBe(title);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
