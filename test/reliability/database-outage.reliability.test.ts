import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "../../common/messages";
import { client, signedUp, type Client, type Reply } from "./support/client";
import { freshDatabaseUrl, postgresServer, query } from "./support/database";
import { startInstance, type Instance } from "./support/instance";

type Outcome = { write: boolean; startedAt: number; endedAt: number; status: number; body: unknown; language: "en" | "ar" };

/** No request may hang on a dead database: the pool refuses quickly, or gives up after its 5 s connect timeout. */
const boundMs = 7000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PostgreSQL stopped during load", () => {
  const server = postgresServer();
  let databaseUrl: string;
  let app: Instance;
  let users: { browser: Client; user: { id: number } }[];
  let recipeIds: number[];

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    app = await startInstance({ databaseUrl });
    recipeIds = (await client(app.baseUrl).get<{ id: number }[]>("/api/recipes")).body.map((recipe) => recipe.id);
    users = await Promise.all(Array.from({ length: 8 }, () => signedUp(app.baseUrl)));
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("answers clean 503s while it is down, serves again by itself when it is back, and loses no acknowledged write", async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: { userId: number; recipeId: number }[] = [];
    let loading = true;

    // Each simulated owner reads the catalogue and saves favourites, in English or Arabic, until told to stop.
    const owner = async ({ browser, user }: (typeof users)[number], index: number) => {
      const language = index % 2 === 0 ? "en" : "ar";
      for (let n = 0; loading; n++) {
        const recipeId = recipeIds[(index * 5 + n) % recipeIds.length]!;
        const startedAt = performance.now();
        const write = n % 2 === 0;
        const reply = write
          ? await browser.post("/api/favorites", { recipeId }, { language, timeoutMs: 15_000 })
          : await browser.get("/api/recipes", { language, timeoutMs: 15_000 });
        outcomes.push({ write, startedAt, endedAt: performance.now(), status: reply.status, body: reply.body, language });
        if (write && reply.status === 201) acknowledged.push({ userId: user.id, recipeId });
        await sleep(25);
      }
    };
    const load = Promise.all(users.map(owner));

    // Load, then PostgreSQL stopped for 3 s, then started again, then load until the app serves again.
    let downAt = Infinity;
    let upAt = Infinity;
    let recoveredAt = Infinity;
    let healthWhileDown: Reply | undefined;
    try {
      await sleep(1500);
      await server.pause();
      downAt = performance.now();
      try {
        await sleep(3000);
        healthWhileDown = await client(app.baseUrl).get("/api/health");
      } finally {
        upAt = performance.now();
        await server.resume();
      }
      // Back without restarting the app: the pool makes new connections on demand.
      const deadline = Date.now() + 20_000;
      while ((await client(app.baseUrl).get("/api/health")).status !== 200 && Date.now() < deadline) await sleep(200);
      recoveredAt = performance.now();
      await sleep(1500);
    } finally {
      loading = false;
    }
    await load;

    expect(healthWhileDown?.status).toBe(503);
    expect(healthWhileDown?.body).toEqual({ status: "unavailable", database: "unreachable" });
    expect((await client(app.baseUrl).get("/api/health")).status).toBe(200);
    expect(app.running()).toBe(true);
    // Only success or a clean 503, never a 500, never a hang.
    expect(outcomes.filter((o) => ![200, 201, 503].includes(o.status)).map((o) => o.status)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))).toBeLessThan(boundMs);
    for (const outcome of outcomes.filter((o) => o.status === 503)) {
      expect(outcome.body).toEqual({ code: "SERVICE_UNAVAILABLE", message: serverMessages[outcome.language].unavailable });
    }
    // While it was down no write was acknowledged (reads may come from a cache); once back, everything succeeded.
    const writesWhileDown = outcomes.filter((o) => o.write && o.startedAt > downAt && o.endedAt < upAt);
    expect(writesWhileDown.length).toBeGreaterThan(10);
    expect(writesWhileDown.every((o) => o.status === 503)).toBe(true);
    const afterRecovery = outcomes.filter((o) => o.startedAt > recoveredAt);
    expect(afterRecovery.length).toBeGreaterThan(20);
    expect(afterRecovery.every((o) => o.status < 300)).toBe(true);

    // Every favourite the app acknowledged with a 201 is stored.
    const stored = await query<{ user_id: number; recipe_id: number }>(databaseUrl, "select user_id, recipe_id from favorites");
    const storedKeys = new Set(stored.map((row) => `${row.user_id}:${row.recipe_id}`));
    expect(acknowledged.length).toBeGreaterThan(20);
    expect(acknowledged.filter((write) => !storedKeys.has(`${write.userId}:${write.recipeId}`))).toEqual([]);

    expect(await app.stop()).toBe(0);
  });
});
