import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, signedUp } from "./support/client";
import { freshDatabaseUrl, query } from "./support/database";
import { startInstance, type Instance } from "./support/instance";
import { simulateUser, type Tally } from "./support/simulated-user";

const loadSeconds = Number(process.env.LOAD_SECONDS ?? 60);
const userCount = 200;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

describe("concurrent load on two instances", () => {
  let databaseUrl: string;
  let instances: Instance[];

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    const first = await startInstance({ databaseUrl });
    instances = [first, await startInstance({ databaseUrl })];
  });
  afterAll(async () => {
    await Promise.all(instances?.map((instance) => instance.stop()) ?? []);
  });

  it(
    `serves ${userCount} simulated owners for ${loadSeconds} s with no server error, and the data agrees with every owner`,
    async () => {
      const baseUrls = instances.map((instance) => instance.baseUrl);
      const recipeIds = (await client(baseUrls[0]!).get<{ id: number }[]>("/api/recipes")).body.map((recipe) => recipe.id);
      const tally: Tally = { statuses: new Map(), latencies: [], failures: [] };
      const started = Date.now();
      const deadline = started + loadSeconds * 1000;

      // Owners arrive over the first seconds (signing up, alternately on each instance), then use the app.
      const beliefs = await Promise.all(
        Array.from({ length: userCount }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i / userCount) * Math.min(10_000, loadSeconds * 300)));
          const { browser, user } = await signedUp(baseUrls[i % 2]!);
          const browsers = baseUrls.map((baseUrl) => browser.on(baseUrl));
          return simulateUser({ browsers, userId: user.id, recipeIds, deadline, tally });
        }),
      );
      const seconds = (Date.now() - started) / 1000;

      const sorted = [...tally.latencies].sort((a, b) => a - b);
      const total = sorted.length + userCount;
      console.log(
        `Load: ${userCount} owners, ${total} requests in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} requests/s; ` +
          `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms; ` +
          `statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}`,
      );
      expect([...tally.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      expect(tally.failures.slice(0, 10)).toEqual([]);
      expect(sorted.length).toBeGreaterThan(userCount * Math.min(loadSeconds, 60) * 0.3);

      // What the database holds is what each owner was told.
      const favourites = await query<{ user_id: number; recipe_id: number }>(databaseUrl, "select user_id, recipe_id from favorites");
      const events = await query<{ user_id: number; type: string; count: string }>(
        databaseUrl,
        "select user_id, type, count(*) from events where user_id is not null group by user_id, type",
      );
      const count = (userId: number, type: string) => Number(events.find((e) => e.user_id === userId && e.type === type)?.count ?? 0);
      const disagreements = beliefs.flatMap((belief) => {
        const stored = favourites.filter((row) => row.user_id === belief.userId).map((row) => row.recipe_id).sort((a, b) => a - b);
        const facts = {
          favourites: [stored.join(","), [...belief.favorites].sort((a, b) => a - b).join(",")],
          recipe_click: [count(belief.userId, "recipe_click"), belief.opened.size],
          share: [count(belief.userId, "share"), belief.shares],
          translation_share: [count(belief.userId, "translation_share"), belief.sends],
        };
        return Object.entries(facts)
          .filter(([, [inDatabase, believed]]) => inDatabase !== believed)
          .map(([what, [inDatabase, believed]]) => `user ${belief.userId} ${what}: database ${inDatabase}, believed ${believed}`);
      });
      expect(disagreements).toEqual([]);
      expect(beliefs.reduce((sum, belief) => sum + belief.opened.size + belief.shares + belief.favorites.size, 0)).toBeGreaterThan(userCount);
    },
    (loadSeconds + 150) * 1000,
  );
});
