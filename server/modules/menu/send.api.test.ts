import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { events, recipes, shares } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { helperText } from "../helper-page/helper-texts";
import { dayName } from "../helper-page/menu-title";
import { householdIdOf, setFirstHelper } from "../../../test/helpers/households";

type List = { groups: { aisle: string; lines: { key: string; text: string }[] }[] };
type Created = { id: number; url: string; message: string; whatsappUrl: string };

const titlesIn = (code: string) => JSON.parse(readFileSync(`catalog/translations/${code}.json`, "utf8")) as Record<string, { title: string }>;

/** Decision 0054: the day sent to the helper, one message and one menu page, from the memory only. */
describe("sending the day's menu", () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let owner: Agent;
  let ownerId: number;
  let householdId: number;
  let machboos: number;
  let dal: number;
  const day = "2026-12-08";
  const hindi = titlesIn("hi");

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    t = await buildTestApp({
      config: {
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base }, timeoutMs: 1000, rateLimit: { max: 1000, windowMs: 60_000 } },
        rateLimits: { ...base.rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } },
      },
    });
    const signed = await signedUpAgent(t.app, { firstName: "Fatima" });
    owner = signed.client;
    ownerId = signed.user.id;
    householdId = await householdIdOf(t.database.db, ownerId);
    await owner.post("/api/account/update-phone", { helperFirstName: "Sunita", domesticWorkerPhone: "+971501234567", preferredLanguage: "hi" });
    const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;
    machboos = await idOf("chicken-machboos");
    dal = await idOf("dal-tadka");
    const entries = [
      { date: day, slot: "lunch", recipeId: machboos, servings: 6 },
      { date: day, slot: "dinner", recipeId: dal, servings: 4 },
    ];
    expect((await owner.send("PUT", "/api/menu", { from: day, days: 1, entries })).statusCode).toBe(200);
  });
  beforeEach(() => peer.reset());
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  const send = async (body: Record<string, unknown> = {}) => {
    const response = await owner.post("/api/menu/send", { from: day, days: 1, ...body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Created;
  };

  it("sends one Hindi message: each meal's dish, servings and link, then the list without what the house has, then the page", async () => {
    const list = (await owner.get(`/api/menu/shopping-list?from=${day}&days=1`)).json() as List;
    const lines = list.groups.flatMap((group) => group.lines);
    const salt = lines.find((line) => line.key === "salt")!;
    const turmeric = lines.find((line) => line.key === "turmeric")!;
    const created = await send({ exclude: ["salt"] });

    expect(created.whatsappUrl).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(created.message)}`);
    const { message } = created;
    expect(message).toContain(helperText("hi", "dishServings", { title: hindi["chicken-machboos"]!.title, count: 6 }));
    expect(message).toContain(helperText("hi", "dishServings", { title: hindi["dal-tadka"]!.title, count: 4 }));
    expect(message).toContain(`${created.url}#r1`);
    expect(message).toContain(`${created.url}#r2`);
    expect(message.indexOf(helperText("hi", "slot.lunch"))).toBeLessThan(message.indexOf(helperText("hi", "slot.dinner")));
    expect(message).toContain(helperText("hi", "shoppingList"));
    expect(message).toContain(helperText("hi", "aisle.spices"));
    expect(message).toContain(turmeric.text);
    expect(message).not.toContain(salt.text);
    expect(message.split("\n").at(-1)).toBe(helperText("hi", "openStepByStep", { url: created.url }));
    expect(peer.seen).toHaveLength(0);

    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, created.id));
    expect(row).toMatchObject({ kind: "menu", recipeId: null, language: "hi", menu: { from: day, days: 1, exclude: ["salt"] } });
  });

  it("counts one translation share per dish in the statistics", async () => {
    const before = await t.database.db.select().from(events).where(and(eq(events.type, "translation_share"), eq(events.userId, ownerId)));
    await send();
    const after = await t.database.db.select().from(events).where(and(eq(events.type, "translation_share"), eq(events.userId, ownerId)));
    const added = after.filter((event) => !before.some((old) => old.id === event.id));
    expect(added.map((event) => event.recipeId).sort()).toEqual([machboos, dal].sort());
    expect(added.every((event) => event.language === "hi")).toBe(true);
  });

  it("serves the menu page in Hindi with the meals, both recipes with cook mode and the list to tick off, asking no provider", async () => {
    const created = await send({ exclude: ["salt"], quickNotes: ["less-salt"] });
    const page = await t.app.inject({ method: "GET", url: new URL(created.url).pathname, remoteAddress: "198.51.100.9" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const html = page.body;
    expect(html).toMatch(/<html[^>]*lang="hi"/);
    expect(html).toMatch(/<html[^>]*dir="ltr"/);
    expect(html).toContain(hindi["chicken-machboos"]!.title);
    expect(html).toContain(hindi["dal-tadka"]!.title);
    expect(html).toContain('id="r1"');
    expect(html).toContain('id="cook-r2"');
    expect(html).toContain(helperText("hi", "shoppingList"));
    expect(html).toContain(helperText("hi", "aisle.spices"));
    const data = JSON.parse(/<script type="application\/json" id="helper-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as {
      kind: string;
      shopping: { lines: { key: string }[] }[];
      meals: { slots: { dishes: { recipeId: string }[] }[] }[];
      notes: string[];
    };
    expect(data.kind).toBe("menu");
    expect(data.shopping.flatMap((group) => group.lines.map((line) => line.key))).not.toContain("salt");
    expect(data.meals[0]!.slots.map((slot) => slot.dishes[0]!.recipeId)).toEqual(["r1", "r2"]);
    expect(data.notes).toHaveLength(1);
    expect(peer.seen).toHaveLength(0);
  });

  it("lists the menu link among the sent ones with its day, and a stopped link says it is gone", async () => {
    const created = await send();
    const listed = (await owner.get("/api/shares")).json() as { id: number; kind: string; title: string }[];
    expect(listed.find((share) => share.id === created.id)).toMatchObject({ kind: "menu", title: "Menu for Tuesday 8 December" });
    expect((await owner.delete(`/api/shares/${created.id}`)).statusCode).toBe(204);
    const page = await t.app.inject({ method: "GET", url: new URL(created.url).pathname, remoteAddress: "198.51.100.10" });
    expect(page.statusCode).toBe(410);
  });

  it("serves an Arabic menu page right to left", async () => {
    await setFirstHelper(t.database.db, ownerId, { language: "ar" });
    const created = await send();
    const page = await t.app.inject({ method: "GET", url: new URL(created.url).pathname, remoteAddress: "198.51.100.11" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html[^>]*lang="ar"/);
    expect(page.body).toMatch(/<html[^>]*dir="rtl"/);
    expect(page.body).toContain(titlesIn("ar")["chicken-machboos"]!.title);
    expect(peer.seen).toHaveLength(0);
    await setFirstHelper(t.database.db, ownerId, { language: "hi" });
  });

  describe("just the shopping (issue 26.4)", () => {
    it("sends the list alone in Hindi: its title with the day, the list without what the house has, the page's link, and no meal or step", async () => {
      const list = (await owner.get(`/api/menu/shopping-list?from=${day}&days=1`)).json() as List;
      const lines = list.groups.flatMap((group) => group.lines);
      const salt = lines.find((line) => line.key === "salt")!;
      const created = await send({ exclude: ["salt"], shoppingOnly: true, quickNotes: ["serve-hot"] });
      const { message } = created;

      expect(created.whatsappUrl).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(message)}`);
      expect(message.split("\n")[0]).toBe(`*${helperText("hi", "shoppingList")} · ${dayName(day, "hi")}*`);
      expect(dayName(day, "hi")).toMatch(/[\u0900-\u097F]/);
      for (const line of lines.filter((line) => line.key !== "salt")) expect(message).toContain(`• ${line.text}`);
      expect(message).not.toContain(`• ${salt.text}`);
      expect(message).toContain(helperText("hi", "aisle.spices"));
      expect(message).toContain(`📝 `);
      expect(message.endsWith(`${helperText("hi", "shoppingHint")}\n${created.url}`)).toBe(true);
      // No meal, no dish, no step: not the slots' names, the dishes' titles, their links or "open step by step".
      expect(message).not.toContain(hindi["chicken-machboos"]!.title);
      expect(message).not.toContain(helperText("hi", "slot.lunch"));
      expect(message).not.toContain("#r1");
      expect(message).not.toContain(helperText("hi", "openStepByStep", { url: created.url }));
      expect(peer.seen).toHaveLength(0);

      const [row] = await t.database.db.select().from(shares).where(eq(shares.id, created.id));
      expect(row).toMatchObject({ kind: "menu", language: "hi", menu: { from: day, days: 1, exclude: ["salt"], shoppingOnly: true } });
      const listed = (await owner.get("/api/shares")).json() as { id: number; title: string }[];
      expect(listed.find((share) => share.id === created.id)?.title).toBe("Shopping list · Tuesday 8 December");
    });

    it("serves her page with the list to tick off and nothing else: no meal, no recipe, no cook mode", async () => {
      const created = await send({ shoppingOnly: true });
      const page = await t.app.inject({ method: "GET", url: new URL(created.url).pathname, remoteAddress: "198.51.100.12" });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      // What she sees; the data block after it also carries the page's texts for its script.
      const shown = html.slice(0, html.indexOf('<script type="application/json" id="helper-data"'));
      expect(shown).toContain(helperText("hi", "shoppingList"));
      expect(shown).toContain('id="shop-turmeric"');
      expect(shown).not.toContain(hindi["chicken-machboos"]!.title);
      expect(shown).not.toContain('id="r1"');
      expect(shown).not.toContain(helperText("hi", "startCooking"));
      const data = JSON.parse(/<script type="application\/json" id="helper-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as { meals: unknown[]; recipes: unknown[] };
      expect(data.meals).toEqual([]);
      expect(data.recipes).toEqual([]);
    });

    it("counts no translated recipe in the statistics: no recipe went to her", async () => {
      const count = async () => (await t.database.db.select().from(events).where(and(eq(events.type, "translation_share"), eq(events.userId, ownerId)))).length;
      const before = await count();
      await send({ shoppingOnly: true });
      expect(await count()).toBe(before);
    });

    it("refuses a list with nothing left to buy, saying so, and stores nothing", async () => {
      const list = (await owner.get(`/api/menu/shopping-list?from=${day}&days=1`)).json() as List;
      const every = list.groups.flatMap((group) => group.lines.map((line) => line.key));
      const before = await t.database.db.select().from(shares).where(eq(shares.householdId, householdId));
      const response = await owner.post("/api/menu/send", { from: day, days: 1, shoppingOnly: true, exclude: every }, { "accept-language": "ar" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/\p{Script=Arabic}/u);
      expect(await t.database.db.select().from(shares).where(eq(shares.householdId, householdId))).toHaveLength(before.length);
    });

    it("refuses a day with no dish, as the whole menu does", async () => {
      const response = await owner.post("/api/menu/send", { from: "2026-12-25", days: 1, shoppingOnly: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The days you chose have no dish planned yet. Add a dish first.");
    });
  });
});
