import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { keepsNumbers } from "../../../common/kitchen/number-guard";
import { recipes, users } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";

type List = { groups: { aisle: string; lines: { key: string; text: string }[] }[] };

const lineOf = (list: List, key: string) => list.groups.flatMap((group) => group.lines).find((line) => line.key === key)?.text;
const aisleOf = (list: List, key: string) => list.groups.find((group) => group.lines.some((line) => line.key === key))?.aisle;

/** A household recipe in English whose lines share ingredients with the machboos, in other units. */
const stock = {
  title: "Family chicken stock",
  description: "For the freezer.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Easy",
  prepTime: 10,
  cookTime: 120,
  servings: 4,
  ingredients: ["300 g chicken, cut into 8 pieces, skin removed", "1 tbsp turmeric", "500 ml hot water"],
  instructions: ["Simmer everything for 2 hours."],
};

/** Issue 19: the week's shopping list, merged in her language from the memory only. */
describe("the shopping list of the plan", () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let machboos: number;
  let dal: number;
  let stockId: number;
  const day = "2026-12-07";

  const plan = (entries: { slot: string; recipeId: number; servings: number }[]) =>
    owner.send("PUT", "/api/menu", { from: day, days: 1, entries: entries.map((entry) => ({ date: day, ...entry })) });
  const list = async (query = "") => {
    const response = await owner.get(`/api/menu/shopping-list?from=${day}&days=1${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as List;
  };

  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } } } });
    const signed = await signedUpAgent(t.app);
    owner = signed.client;
    ownerId = signed.user.id;
    await owner.post("/api/account/update-phone", { helperFirstName: "Sunita", domesticWorkerPhone: "+971501234567", preferredLanguage: "hi" });
    const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;
    machboos = await idOf("chicken-machboos");
    dal = await idOf("dal-tadka");
    stockId = ((await owner.post("/api/my-recipes", stock)).json() as { id: number }).id;
    // Machboos for 6 (it serves 6) and the lentil dal for 4 (it serves 4).
    expect((await plan([{ slot: "lunch", recipeId: machboos, servings: 6 }, { slot: "dinner", recipeId: dal, servings: 4 }])).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("adds up the lines of both dishes that share an ingredient and wording, in English, by aisle", async () => {
    const english = await list("&lang=en");
    expect(english.groups.map((group) => group.aisle)).toEqual(["produce", "meat-fish", "dairy", "dry-goods", "spices", "other"].filter((aisle) => english.groups.some((g) => g.aisle === aisle)));
    expect(lineOf(english, "turmeric")).toBe("1½ tsp turmeric");
    expect(lineOf(english, "salt")).toBe("3½ tsp salt");
    expect(aisleOf(english, "turmeric")).toBe("spices");
    expect(aisleOf(english, "chicken")).toBe("meat-fish");
    // Differently worded lines of one ingredient stay separate under one key.
    expect(lineOf(english, "tomato")!.split("\n").sort()).toEqual(["2 tomatoes, chopped", "2 tomatoes, finely chopped"]);
  });

  it("scales each dish by its servings before adding up", async () => {
    await plan([{ slot: "lunch", recipeId: machboos, servings: 3 }, { slot: "dinner", recipeId: dal, servings: 12 }]);
    const english = await list("&lang=en");
    // ½ of 1 tsp and 3 × ½ tsp; ½ of 1.2 kg chicken (a line keeps its unit word).
    expect(lineOf(english, "turmeric")).toBe("2 tsp turmeric");
    expect(lineOf(english, "chicken")).toBe("0.6 kg chicken, cut into 8 pieces, skin removed");
    await plan([{ slot: "lunch", recipeId: machboos, servings: 6 }, { slot: "dinner", recipeId: dal, servings: 4 }]);
  });

  it("converts g and kg, ml and l, tsp and tbsp across the catalogue and a household recipe", async () => {
    await plan([{ slot: "lunch", recipeId: machboos, servings: 6 }, { slot: "dinner", recipeId: dal, servings: 4 }, { slot: "other", recipeId: stockId, servings: 4 }]);
    const english = await list("&lang=en");
    expect(lineOf(english, "chicken")).toBe("1.5 kg chicken, cut into 8 pieces, skin removed");
    expect(lineOf(english, "turmeric")).toBe("1½ tbsp turmeric");
    expect(lineOf(english, "water")).toContain("2 l hot water");
    await plan([{ slot: "lunch", recipeId: machboos, servings: 6 }, { slot: "dinner", recipeId: dal, servings: 4 }]);
  });

  it.each([
    ["hi", /\p{Script=Devanagari}/u],
    ["ar", /\p{Script=Arabic}/u],
  ])("gives in %s the same lines as in English, in its own words with the English numbers", async (code, script) => {
    const english = await list("&lang=en");
    const translated = await list(`&lang=${code}`);
    expect(translated.groups.map((g) => [g.aisle, g.lines.map((l) => l.key)])).toEqual(english.groups.map((g) => [g.aisle, g.lines.map((l) => l.key)]));
    for (const line of english.groups.flatMap((group) => group.lines)) {
      const parts = lineOf(translated, line.key)!.split("\n");
      expect(parts).toHaveLength(line.text.split("\n").length);
      line.text.split("\n").forEach((part, i) => expect(keepsNumbers(part, parts[i]!), `${part} / ${parts[i]}`).toBe(true));
    }
    expect(lineOf(translated, "turmeric")).toMatch(script);
    expect(lineOf(translated, "salt")).toMatch(script);
  });

  it("answers in the helper's language by default", async () => {
    expect(await list()).toEqual(await list("&lang=hi"));
  });

  it("refuses a language it does not know, and an owner whose subscription lapsed", async () => {
    expect((await owner.get(`/api/menu/shopping-list?from=${day}&lang=xx`)).statusCode).toBe(400);
    const lapsed = await signedUpAgent(t.app);
    await t.database.db.update(users).set({ subscriptionStatus: "canceled" }).where(eq(users.id, lapsed.user.id));
    const refused = await lapsed.client.get(`/api/menu/shopping-list?from=${day}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("SUBSCRIPTION_REQUIRED");
    expect((await lapsed.client.get(`/api/menu?from=${day}`)).statusCode).toBe(200);
  });

  it("refuses to send a day holding a dish not yet in her language (409), then sends it in English when asked", async () => {
    await plan([{ slot: "lunch", recipeId: machboos, servings: 6 }, { slot: "other", recipeId: stockId, servings: 4 }]);
    const refused = await owner.post("/api/menu/send", { from: day, days: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("TRANSLATION_MISSING");
    const sent = await owner.post("/api/menu/send", { from: day, days: 1, language: "en" });
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = sent.json() as { message: string };
    expect(message).toContain("Family chicken stock, for 4");
    expect(message).toContain("1.5 kg chicken, cut into 8 pieces, skin removed");
    expect((await owner.post("/api/menu/send", { from: day, days: 1, language: "ur" })).statusCode).toBe(400);
  });

  it("refuses to send a range with no dish, and an owner without the helper's details", async () => {
    const empty = await owner.post("/api/menu/send", { from: "2026-12-20", days: 7 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("The days you chose have no dish planned yet. Add a dish first.");
    const noHelper = await signedUpAgent(t.app);
    const refused = await noHelper.client.post("/api/menu/send", { from: day, days: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("HELPER_DETAILS_MISSING");
    expect(ownerId).toBeGreaterThan(0);
  });
});
