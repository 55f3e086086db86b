import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { translatedLanguageCodes } from "../../../common/languages";
import { recipes, translationJobs } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { multipart } from "../../../test/helpers/multipart";
import { fakeTranslation, startProviderPeer } from "../../../test/helpers/provider-peer";
import { smallPng } from "../../../test/security/fixtures";
import { coverageOf } from "./coverage";
import { claimNextJob, enqueueTranslations } from "./jobs/queue";

type Peer = Awaited<ReturnType<typeof startProviderPeer>>;

const adminEmail = "queue-admin@example.com";
const form = (title: string) => ({
  title,
  description: "Lamb and rice for a family of 5.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Medium",
  prepTime: "20",
  cookTime: "70",
  servings: "5",
  ingredients: `900 g lamb shoulder (${title})\n2 cups rice`,
  instructions: `Simmer the lamb for 60 minutes (${title}).\nCook the rice in the broth.`,
});

/** Decision 0046: a recipe is translated as it is saved, in the background, before any owner sends it. */
describe("translation on save", () => {
  let peer: Peer;
  let t: TestApp;
  let admin: Agent;
  let owner: Agent;

  const create = async (title: string) => {
    const body = multipart(form(title), { name: "dish.png", type: "image/png", bytes: await smallPng() });
    const response = await admin.post("/api/admin/recipes", body.payload, body.headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number };
  };
  const jobs = (recipeId: number) => t.database.db.select().from(translationJobs).where(eq(translationJobs.recipeId, recipeId));
  const recipeText = async (id: number) => (await t.database.db.select().from(recipes).where(eq(recipes.id, id)))[0]!;

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    t = await buildTestApp({
      config: {
        adminEmails: new Set([adminEmail]),
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base }, timeoutMs: 1000, rateLimit: { max: 1000, windowMs: 60_000 } },
        rateLimits: { ...base.rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 }, uploadPerUser: { max: 100, windowMs: 60_000 } },
      },
    });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    owner = (await signedUpAgent(t.app)).client;
  });
  beforeEach(() => peer.reset());
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("translates a recipe an admin adds into every language, one provider request each, so a send asks nothing", async () => {
    const recipe = await create("Queue Machboos Alpha");
    await t.app.translationQueue.drain();
    expect(peer.seen).toHaveLength(translatedLanguageCodes.length);
    // One request per language (LibreTranslate names Filipino "tl").
    const targets = peer.seen.map((request) => (request.body as { target: string }).target);
    expect(new Set(targets).size).toBe(translatedLanguageCodes.length);
    expect(targets).not.toContain("en");
    expect((await jobs(recipe.id)).map((job) => job.status)).toEqual(translatedLanguageCodes.map(() => "done"));
    const [coverage] = await coverageOf(t.database.db, [await recipeText(recipe.id)]);
    expect(coverage!.complete).toBe(translatedLanguageCodes.length);
    expect(new Set(coverage!.languages.map((language) => language.state))).toEqual(new Set(["machine"]));

    peer.reset();
    const sent = await owner.post("/api/translate/recipe", { recipeId: recipe.id, targetLanguage: "ur" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().translatedRecipe.title).toBe(fakeTranslation("Queue Machboos Alpha", "ur"));
    expect(peer.seen).toHaveLength(0);
  });

  it("asks the provider again only for the lines an edit changed", async () => {
    const recipe = await create("Queue Machboos Beta");
    await t.app.translationQueue.drain();
    peer.reset();
    const edited = await admin.patch(`/api/admin/recipes/${recipe.id}`, { ingredients: ["900 g lamb shoulder (Queue Machboos Beta)", "3 cups basmati rice"] });
    expect(edited.statusCode).toBe(200);
    await t.app.translationQueue.drain();
    expect(peer.seen).toHaveLength(translatedLanguageCodes.length);
    for (const request of peer.seen) expect((request.body as { q: string[] }).q).toEqual(["3 cups basmati rice"]);
  });

  it("tries a busy provider again after its Retry-After, and gives up on a refusal with the reason kept", async () => {
    // The first language's request is refused as busy, the second's for good; the rest go through.
    peer.next({ status: 429, retryAfterSeconds: 120 }, { status: 400 });
    const recipe = await create("Queue Machboos Gamma");
    await t.app.translationQueue.drain();
    const all = await jobs(recipe.id);
    const busy = all.find((job) => job.status === "pending")!;
    const refused = all.find((job) => job.status === "failed")!;
    expect(all.filter((job) => job.status === "done")).toHaveLength(translatedLanguageCodes.length - 2);
    expect(busy.lastError).toBe("the provider is busy or down (429)");
    expect(busy.runAfter.getTime()).toBeGreaterThan(Date.now() + 100_000);
    expect(refused.lastError).toBe("the provider refused the request (400)");

    const [coverage] = await coverageOf(t.database.db, [await recipeText(recipe.id)]);
    expect(coverage!.languages.find((language) => language.language === busy.language)).toMatchObject({ state: "pending" });
    expect(coverage!.languages.find((language) => language.language === refused.language)).toMatchObject({
      state: "failed",
      reason: "the provider refused the request (400)",
    });

    // Its time comes: done.
    await t.database.db.update(translationJobs).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(translationJobs.id, busy.id));
    await t.app.translationQueue.drain();
    expect((await jobs(recipe.id)).find((job) => job.id === busy.id)!.status).toBe("done");
  });

  it("keeps to the provider's rate limit without counting the wait as a failed attempt", async () => {
    const limited = await buildTestApp({
      config: {
        adminEmails: new Set([adminEmail]),
        translation: { ...t.config.translation, rateLimit: { max: 3, windowMs: 60_000 } },
        rateLimits: t.config.rateLimits,
      },
    });
    try {
      const [row] = await limited.database.db.insert(recipes).values({ ...form("Queue Limited"), prepTime: 1, cookTime: 1, servings: 2, ingredients: ["1 egg"], instructions: ["Boil it."] }).returning();
      await limited.app.translationQueue.enqueue(row!.id);
      await limited.app.translationQueue.drain();
      const all = await limited.database.db.select().from(translationJobs).where(eq(translationJobs.recipeId, row!.id));
      expect(all.filter((job) => job.status === "done")).toHaveLength(3);
      const waiting = all.filter((job) => job.status === "pending");
      expect(waiting).toHaveLength(translatedLanguageCodes.length - 3);
      for (const job of waiting) expect(job).toMatchObject({ lastError: "waiting for the provider's rate limit", attempts: 0 });
    } finally {
      await limited.close();
    }
  });

  it("hands each job to one worker only, however many claim at the same moment", async () => {
    const [row] = await t.database.db.insert(recipes).values({ ...form("Queue Claims"), prepTime: 1, cookTime: 1, servings: 2, ingredients: ["1 egg"], instructions: ["Boil it."] }).returning();
    await enqueueTranslations(t.database.db, row!.id, translatedLanguageCodes);
    const claimed = await Promise.all(Array.from({ length: 24 }, () => claimNextJob(t.database.db)));
    const ids = claimed.filter((job) => job !== undefined).map((job) => job.id);
    expect(ids).toHaveLength(translatedLanguageCodes.length);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
