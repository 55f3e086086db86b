import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { events, recipes } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { setSubscription } from "../../../test/helpers/households";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { remember } from "../translation-memory/memory";

type Peer = Awaited<ReturnType<typeof startProviderPeer>>;

const dish = {
  title: "Test Saloona 7",
  description: "A stew for 4 people.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Easy",
  prepTime: 10,
  cookTime: 40,
  servings: 4,
  ingredients: ["500 g lamb", "2 tomatoes", "1 tsp loomi powder"],
  instructions: ["Brown the lamb for 5 minutes.", "Simmer for 35 minutes."],
};

describe("translate and send", () => {
  let peer: Peer;
  let t: TestApp;
  let owner: Agent;
  let recipeId: number;
  const translateRecipe = (client: Agent, targetLanguage: string, id = recipeId) =>
    client.post("/api/translate/recipe", { recipeId: id, targetLanguage });

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    t = await buildTestApp({
      config: {
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base }, timeoutMs: 500 },
        rateLimits: { ...base.rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } },
      },
    });
    owner = (await signedUpAgent(t.app)).client;
    const [row] = await t.database.db.insert(recipes).values(dish).returning({ id: recipes.id });
    recipeId = row!.id;
  });
  beforeEach(async () => {
    peer.reset();
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("translates a recipe with ONE provider call, then answers from the memory with none", async () => {
    const first = await translateRecipe(owner, "sw");
    expect(first.statusCode).toBe(200);
    expect(first.json().translatedRecipe).toEqual({
      title: "[sw] Test Saloona 7",
      description: "[sw] A stew for 4 people.",
      ingredients: dish.ingredients.map((line) => `[sw] ${line}`),
      instructions: dish.instructions.map((line) => `[sw] ${line}`),
    });
    expect(peer.seen).toHaveLength(1);
    expect((peer.seen[0]!.body as { q: string[] }).q).toHaveLength(7);

    const again = await translateRecipe(owner, "sw");
    expect(again.json()).toEqual(first.json());
    expect(peer.seen).toHaveLength(1);
  });

  it("sends only the changed line after an edit, and none for a line whose numbers alone changed", async () => {
    await translateRecipe(owner, "fr");
    peer.reset();
    await t.database.db
      .update(recipes)
      .set({ instructions: ["Brown the lamb well for 5 minutes.", "Simmer for 45 minutes."] })
      .where(eq(recipes.id, recipeId));
    const response = await translateRecipe(owner, "fr");
    expect(response.json().translatedRecipe.instructions).toEqual(["[fr] Brown the lamb well for 5 minutes.", "[fr] Simmer for 45 minutes."]);
    // "Simmer for 45 minutes." comes from the memory's "Simmer for 35 minutes." with its number put back (decision 0047).
    expect(peer.seen).toHaveLength(1);
    expect((peer.seen[0]!.body as { q: string[] }).q).toEqual(["Brown the lamb well for 5 minutes."]);
  });

  it("retries once on 429 and on 5xx", async () => {
    peer.next({ status: 429 });
    expect((await translateRecipe(owner, "am")).statusCode).toBe(200);
    expect(peer.seen).toHaveLength(2);
    peer.reset();
    peer.next({ status: 503 }, { status: 503 });
    const failed = await translateRecipe(owner, "ne");
    expect(failed.statusCode).toBe(503);
    expect(peer.seen).toHaveLength(2);
  });

  it("gives up after the timeout with TRANSLATION_UNAVAILABLE and a clear message", async () => {
    peer.next({ delayMs: 800 });
    const started = Date.now();
    const response = await translateRecipe(owner, "ta");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: "TRANSLATION_UNAVAILABLE",
      message: "The translation service is not working right now. You can send the recipe in English, or try again in a few minutes.",
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("refuses an answer that loses a number and does not store it", async () => {
    peer.next({ loseNumbers: true });
    expect((await translateRecipe(owner, "ml")).statusCode).toBe(503);
    peer.reset();
    expect((await translateRecipe(owner, "ml")).statusCode).toBe(200);
    expect(peer.seen).toHaveLength(1);
  });

  it("never asks the provider for a blank line, such as a household recipe's empty description", async () => {
    const [row] = await t.database.db.insert(recipes).values({ ...dish, title: "Test Saloona 8", description: "" }).returning({ id: recipes.id });
    const response = await translateRecipe(owner, "bn", row!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().translatedRecipe).toMatchObject({ title: "[bn] Test Saloona 8", description: "" });
    expect(peer.seen.flatMap((request) => (request.body as { q: string[] }).q)).not.toContain("");
  });

  it("never sends English to a provider", async () => {
    const response = await translateRecipe(owner, "en");
    expect(response.json().translatedRecipe.title).toBe(dish.title);
    expect(peer.seen).toHaveLength(0);
  });

  it("records each send as a translation share", async () => {
    const { client, user } = await signedUpAgent(t.app);
    await translateRecipe(client, "sw");
    const rows = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.userId, user.id), eq(events.type, "translation_share")));
    expect(rows).toEqual([expect.objectContaining({ recipeId, language: "sw" })]);
  });

  it("answers 400 for an unsupported language, 404 for an unknown recipe, 401 to a visitor", async () => {
    const unsupported = await translateRecipe(owner, "xx");
    expect(unsupported.statusCode).toBe(400);
    expect(unsupported.json().fieldErrors.targetLanguage).toEqual(["That language is not supported."]);
    expect((await translateRecipe(owner, "fr", 999999)).statusCode).toBe(404);
    expect((await translateRecipe(agent(t.app), "fr")).statusCode).toBe(401);
  });

  it("refuses an owner whose subscription does not allow sending", async () => {
    const { client, user } = await signedUpAgent(t.app);
    await setSubscription(t.database.db, user.id, { subscriptionStatus: "canceled" });
    const response = await translateRecipe(client, "fr");
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("SUBSCRIPTION_REQUIRED");
  });

  it("translates a single text", async () => {
    const response = await owner.post("/api/translate", { text: "Add 3 eggs.", targetLanguage: "id" });
    expect(response.json()).toEqual({ translatedText: "[id] Add 3 eggs." });
  });
});

describe("translation without a provider", () => {
  it("says plainly that text the memory does not know is not translated yet (409, not a failure to retry)", async () => {
    const t = await buildTestApp();
    try {
      const { client } = await signedUpAgent(t.app);
      const response = await client.post("/api/translate", { text: "Something nobody translated 42", targetLanguage: "fr" });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: "TRANSLATION_MISSING", message: "This recipe is not translated into French yet. You can send it in English instead." });
    } finally {
      await t.close();
    }
  });
});

describe("recipes in the interface language", () => {
  let t: TestApp;
  let id: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const [row] = await t.database.db.insert(recipes).values({ ...dish, title: "Zafran Rice Test" }).returning({ id: recipes.id });
    id = row!.id;
    await remember(t.database.db, [{ sourceText: "Zafran Rice Test", translatedText: "أرز الزعفران التجريبي" }, { sourceText: "500 g lamb", translatedText: "500 غ لحم غنم" }], "ar", "bundled");
  });
  afterAll(() => t.close());

  it("gives titles from the memory and keeps English for what it does not know", async () => {
    const list = (await agent(t.app).get("/api/recipes?lang=ar")).json() as { id: number; title: string; description: string }[];
    const mine = list.find((r) => r.id === id)!;
    expect(mine.title).toBe("أرز الزعفران التجريبي");
    expect(mine.description).toBe(dish.description);
  });

  it("translates the detail line by line", async () => {
    const { client } = await signedUpAgent(t.app);
    const detail = (await client.get(`/api/recipes/${id}?lang=ar`)).json();
    expect(detail.title).toBe("أرز الزعفران التجريبي");
    expect(detail.ingredients).toEqual(["500 غ لحم غنم", "2 tomatoes", "1 tsp loomi powder"]);
  });

  it("finds a recipe by its Arabic title when searching in Arabic", async () => {
    const found = (await agent(t.app).get(`/api/recipes/search?lang=ar&q=${encodeURIComponent("الزعفران التجريبي")}`)).json();
    expect(found.items.map((r: { id: number }) => r.id)).toEqual([id]);
    const english = (await agent(t.app).get(`/api/recipes/search?q=${encodeURIComponent("الزعفران التجريبي")}`)).json();
    expect(english.total).toBe(0);
  });
});
