import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import type { Helper, HelperList } from "../../../common/helpers";
import { menuEntries, recipes, shares } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { helperText } from "../helper-page/helper-texts";
import hindiCatalogue from "../../../catalog/translations/hi.json" with { type: "json" };

const hindiTitles = hindiCatalogue as Record<string, { title: string }>;

type Created = { id: number; url: string; message: string; whatsappUrl: string };
type MenuAnswer = { entries: { id: number; recipeId: number; cookHelperId: number | null }[] };

/** Decision 0081: a household with a Filipino nanny and an Indian cook sends each one the same recipe, in her language, to her number. */
describe("sending to one of several helpers", () => {
  let t: TestApp;
  let owner: Agent;
  let maria: Helper;
  let priya: Helper;
  let machboos: number;
  let luqaimat: number;
  const day = "2026-12-08";

  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } } } });
    owner = (await signedUpAgent(t.app, { country: "AE" })).client;
    // The SPEC's form adds the first helper; the list adds the second.
    expect((await owner.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "0917 123 4567", phoneCountry: "PH", preferredLanguage: "fil" })).statusCode).toBe(200);
    const added = await owner.post("/api/helpers", { firstName: "Priya", phone: "+91 98765 43210", language: "hi", role: "cook" });
    expect(added.statusCode, added.body).toBe(201);
    priya = added.json();
    maria = ((await owner.get("/api/helpers")).json() as HelperList).helpers[0]!;
    const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;
    machboos = await idOf("chicken-machboos");
    luqaimat = await idOf("luqaimat");
  });
  afterAll(() => t.close());

  const send = async (body: Record<string, unknown>) => {
    const response = await owner.post("/api/shares", body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Created;
  };
  const shareRow = async (id: number) => (await t.database.db.select().from(shares).where(eq(shares.id, id)))[0]!;
  const hindiTitleOf = (recipeId: number) => hindiTitles[recipeId === machboos ? "chicken-machboos" : "luqaimat"]!.title;
  const lastChoice = async () => ((await owner.get("/api/helpers")).json() as HelperList).lastChoice;

  it("sends the same recipe to each helper in her own language, to her own number, and her page opens in it", async () => {
    const toMaria = await send({ recipeId: machboos, helperId: maria.id });
    const toPriya = await send({ recipeId: machboos, helperId: priya.id });
    expect(toMaria.whatsappUrl).toBe(`https://wa.me/639171234567?text=${encodeURIComponent(toMaria.message)}`);
    expect(toPriya.whatsappUrl).toBe(`https://wa.me/919876543210?text=${encodeURIComponent(toPriya.message)}`);
    expect(toMaria.message).toContain(helperText("fil", "greeting", { name: "Maria" }));
    expect(toPriya.message).toContain(helperText("hi", "greeting", { name: "Priya" }));
    expect(await shareRow(toMaria.id)).toMatchObject({ language: "fil", helperId: maria.id });
    expect(await shareRow(toPriya.id)).toMatchObject({ language: "hi", helperId: priya.id });
    // The sent list says whom each went to.
    const sent = (await owner.get("/api/shares")).json() as { id: number; helperId: number | null }[];
    expect(sent.filter((share) => [toMaria.id, toPriya.id].includes(share.id)).map((share) => share.helperId)).toEqual([priya.id, maria.id]);
    const pageOf = async (url: string) => (await agent(t.app).get(new URL(url).pathname)).body;
    expect(await pageOf(toMaria.url)).toMatch(/<html[^>]* lang="fil"/);
    expect(await pageOf(toPriya.url)).toMatch(/<html[^>]* lang="hi"/);
  });

  it("previews the page each helper would get: hers in her language, the first helper's without a choice", async () => {
    const preview = async (query: string) => {
      const response = await owner.get(`/preview/recipe/${machboos}${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.body;
    };
    const before = (await t.database.db.select({ id: shares.id }).from(shares)).length;
    expect(await preview(`?helperId=${priya.id}`)).toMatch(/<html[^>]* lang="hi"/);
    expect(await preview(`?helperId=${priya.id}`)).toContain("Priya");
    expect(await preview(`?helperId=${maria.id}`)).toMatch(/<html[^>]* lang="fil"/);
    expect(await preview("")).toMatch(/<html[^>]* lang="fil"/);
    // Nothing is sent or kept by looking.
    expect((await t.database.db.select({ id: shares.id }).from(shares)).length).toBe(before);
    // Another household's helper, an unknown one, or not a number: refused, as a send would be.
    const theirs = (await (await signedUpAgent(t.app)).client.post("/api/helpers", { firstName: "Tigist", phone: "+251911234567", language: "am", role: "nanny" })).json() as Helper;
    expect((await owner.get(`/preview/recipe/${machboos}?helperId=${theirs.id}`)).statusCode).toBe(404);
    expect((await owner.get(`/preview/recipe/${machboos}?helperId=2147483647`)).statusCode).toBe(404);
    expect((await owner.get(`/preview/recipe/${machboos}?helperId=priya`)).statusCode).toBe(400);
  });

  it("sends to the first helper when none is named, as the SPEC's single helper", async () => {
    const created = await send({ recipeId: machboos });
    expect(created.whatsappUrl).toContain("https://wa.me/639171234567?");
    expect(await shareRow(created.id)).toMatchObject({ language: "fil", helperId: maria.id });
  });

  it("remembers, per recipe category, the helper who got its latest link", async () => {
    await send({ recipeId: machboos, helperId: priya.id });
    await send({ recipeId: luqaimat, helperId: maria.id });
    expect(await lastChoice()).toEqual({ main: priya.id, dessert: maria.id });
    await send({ recipeId: machboos, helperId: maria.id });
    expect(await lastChoice()).toEqual({ main: maria.id, dessert: maria.id });
  });

  it("refuses another household's helper, or an unknown one, with 404 and sends nothing", async () => {
    const other = (await signedUpAgent(t.app)).client;
    const theirs = (await other.post("/api/helpers", { firstName: "Tigist", phone: "+251911234567", language: "am", role: "nanny" })).json() as Helper;
    const before = (await t.database.db.select({ id: shares.id }).from(shares)).length;
    for (const helperId of [theirs.id, 2_147_483_647]) {
      const response = await owner.post("/api/shares", { recipeId: machboos, helperId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("We could not find that helper. She may have been removed.");
    }
    expect((await owner.post("/api/shares", { recipeId: machboos, helperId: "Priya" })).statusCode).toBe(400);
    expect((await t.database.db.select({ id: shares.id }).from(shares)).length).toBe(before);
  });

  it("names who cooks each meal, only with this household's helpers, and the menu and the list go to whom they should", async () => {
    const other = (await signedUpAgent(t.app)).client;
    const theirs = (await other.post("/api/helpers", { firstName: "Tigist", phone: "+251911234567", language: "am", role: "cook" })).json() as Helper;
    const refused = await owner.send("PUT", "/api/menu", { from: day, days: 1, entries: [{ date: day, slot: "lunch", recipeId: machboos, servings: 6, cookHelperId: theirs.id }] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().fieldErrors).toEqual({ "entries.0.cookHelperId": ["We could not find that helper. She may have been removed."] });
    expect(((await owner.get(`/api/menu?from=${day}&days=1`)).json() as MenuAnswer).entries).toEqual([]);

    const saved = await owner.send("PUT", "/api/menu", { from: day, days: 1, entries: [{ date: day, slot: "lunch", recipeId: machboos, servings: 6, cookHelperId: priya.id }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as MenuAnswer).entries).toMatchObject([{ recipeId: machboos, cookHelperId: priya.id }]);
    const added = await owner.post("/api/menu/entries", { date: day, slot: "dinner", recipeId: luqaimat, cookHelperId: maria.id });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ recipeId: luqaimat, cookHelperId: maria.id });
    expect((await owner.post("/api/menu/entries", { date: day, slot: "other", recipeId: luqaimat, cookHelperId: theirs.id })).statusCode).toBe(404);

    // The day's menu to the cook, in Hindi, to her number.
    const menu = await owner.post("/api/menu/send", { from: day, days: 1, helperId: priya.id });
    expect(menu.statusCode, menu.body).toBe(201);
    expect((menu.json() as Created).whatsappUrl).toContain("https://wa.me/919876543210?");
    expect(await shareRow((menu.json() as Created).id)).toMatchObject({ kind: "menu", language: "hi", helperId: priya.id });
    // Each dish names its cook, in the message and on her page, by name (no word to translate).
    const message = (menu.json() as Created).message;
    const dishLine = (recipeId: number) => message.split("\n").find((line) => line.startsWith("• ") && line.includes(hindiTitleOf(recipeId)))!;
    expect(dishLine(machboos)).toMatch(/ · 🧑‍🍳 \u2068Priya\u2069$/);
    expect(dishLine(luqaimat)).toMatch(/ · 🧑‍🍳 \u2068Maria\u2069$/);
    const herPage = (await agent(t.app).get(new URL((menu.json() as Created).url).pathname)).body;
    expect(herPage).toContain('<span class="dish-cook">🧑‍🍳 <bdi>Priya</bdi></span>');
    expect(herPage).toContain('<span class="dish-cook">🧑‍🍳 <bdi>Maria</bdi></span>');

    // The list alone goes to whoever shops: the cook, once she is marked so.
    expect((await owner.patch(`/api/helpers/${priya.id}`, { shops: true })).json()).toMatchObject({ shops: true });
    const list = await owner.post("/api/menu/send", { from: day, days: 1, shoppingOnly: true });
    expect(list.statusCode, list.body).toBe(201);
    expect((list.json() as Created).whatsappUrl).toContain("https://wa.me/919876543210?");
    expect(await shareRow((list.json() as Created).id)).toMatchObject({ language: "hi", helperId: priya.id });
    // …unless the owner names another.
    const toMaria = await owner.post("/api/menu/send", { from: day, days: 1, shoppingOnly: true, helperId: maria.id });
    expect(toMaria.statusCode, toMaria.body).toBe(201);
    expect((toMaria.json() as Created).whatsappUrl).toContain("https://wa.me/639171234567?");
  });

  it("keeps the meal and the links when their helper is removed: nobody is named, and the last helper still listed is remembered", async () => {
    const extra = (await owner.post("/api/helpers", { firstName: "Dewi", phone: "+62 812 3456 7890", language: "id", role: "other" })).json() as Helper;
    await send({ recipeId: luqaimat, helperId: extra.id });
    expect((await lastChoice()).dessert).toBe(extra.id);
    const saved = await owner.send("PUT", "/api/menu", { from: "2026-12-09", days: 1, entries: [{ date: "2026-12-09", slot: "lunch", recipeId: luqaimat, servings: 4, cookHelperId: extra.id }] });
    expect(saved.statusCode).toBe(200);
    expect((await owner.delete(`/api/helpers/${extra.id}`)).statusCode).toBe(204);
    // Maria had the dessert before Dewi.
    expect((await lastChoice()).dessert).toBe(maria.id);
    const [dewis] = await t.database.db.select({ id: shares.id }).from(shares).where(eq(shares.recipeId, luqaimat)).orderBy(desc(shares.id)).limit(1);
    expect((await shareRow(dewis!.id)).helperId).toBeNull();
    const rows = await t.database.db.select().from(menuEntries).where(eq(menuEntries.day, "2026-12-09"));
    expect(rows.map((row) => row.cookHelperId)).toEqual([null]);
  });
});
