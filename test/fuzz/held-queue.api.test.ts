import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedLanguageCodes } from "../../common/languages";
import { recipes, translationJobs } from "../../server/db/schema";
import { buildTestApp, testConfig } from "../helpers/build-test-app";
import { startProviderPeer } from "../helpers/provider-peer";
import { fuzzTarget, type FuzzTarget } from "./target";

const adminEmail = "fuzz-held-queue-admin@example.com";
const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: "application/json" });

/**
 * The route fuzzer failed (14 cases) inside `npm test`, never alone, because the background
 * translation queue wrote translations between the two fingerprints of a refused request. Here the queue is
 * kept busy on purpose (a slow provider, a recipe to translate into every language) while refused requests
 * are checked: none may see the queue's writes as its own.
 */
describe("the fuzzer's fingerprints while the translation queue works", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let target: FuzzTarget;
  let recipeId: number;

  beforeAll(async () => {
    peer = await startProviderPeer();
    const defaults = testConfig();
    const app = await buildTestApp({
      config: { adminEmails: new Set([adminEmail]), translation: { ...defaults.translation, provider: "libretranslate", libretranslate: { url: peer.base } } },
    });
    target = await fuzzTarget(app, adminEmail);
    [{ id: recipeId }] = (await app.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
  });
  afterAll(async () => {
    await target.close();
    await peer.close();
  });

  it("sees no change from a refused request while the queue translates a recipe into every language, and the queue finishes after", async () => {
    // Each language's job waits 150 ms on the provider: seconds of writes in the background.
    peer.next(...translatedLanguageCodes.map(() => ({ delayMs: 150 })));
    await target.check({ method: "PATCH", url: "/api/admin/recipes/:id" }, "admin", { params: [String(recipeId)], query: "", body: json({ title: "Chicken Machboos, Grandmother's Way" }) });
    const refused = { method: "PATCH", url: "/api/admin/recipes/:id" };
    for (let i = 0; i < 8; i++) await target.check(refused, "admin", { params: ["2147483647"], query: "", body: json({ title: "Nothing to change" }) });
    const statuses = async () =>
      (await target.app.db.select({ status: translationJobs.status }).from(translationJobs).where(eq(translationJobs.recipeId, recipeId))).map((job) => job.status);
    // The queue was still at work while they were checked.
    expect((await statuses()).filter((status) => status !== "done").length).toBeGreaterThan(0);

    await target.app.translationQueue.drain();
    expect(await statuses()).toEqual(translatedLanguageCodes.map(() => "done"));
  });
});
