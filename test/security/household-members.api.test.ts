import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Menu } from "../../common/menu.schema";
import { households, recipes, shares, users } from "../../server/db/schema";
import { agent, signedUpAgent, type Agent } from "../helpers/agent";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { harees } from "../helpers/household-recipe";
import { householdIdOf } from "../helpers/households";
import { multipart } from "./fixtures";

/**
 * Decision 0080: what the house shares — its recipes and photos, the menu, the links sent — is the household's, so two
 * members see and change the same ones, and another household (or a member who has left) is told none exists (404).
 * The second member is made by moving a signed-up user into the first one's household, as joining will (the
 * invitation flow is decision 0082's).
 */
describe("two members of one household", () => {
  let t: TestApp;
  let wife: Agent;
  let husband: Agent;
  let husbandId: number;
  let neighbour: Agent;
  let householdId: number;
  let catalogueRecipe: number;
  const day = "2026-12-14";

  const moveInto = async (userId: number, into: number) => t.database.db.update(users).set({ householdId: into }).where(eq(users.id, userId));
  const photo = () => sharp({ create: { width: 60, height: 40, channels: 3, background: { r: 12, g: 80, b: 40 } } }).png().toBuffer();

  beforeAll(async () => {
    t = await buildTestApp();
    const signedWife = await signedUpAgent(t.app, { firstName: "Hessa" });
    wife = signedWife.client;
    householdId = await householdIdOf(t.database.db, signedWife.user.id);
    const signedHusband = await signedUpAgent(t.app, { firstName: "Khalid" });
    husband = signedHusband.client;
    husbandId = signedHusband.user.id;
    await moveInto(husbandId, householdId);
    neighbour = (await signedUpAgent(t.app)).client;
    expect((await wife.post("/api/account/update-phone", { helperFirstName: "Maricel", domesticWorkerPhone: "+971501234567", preferredLanguage: "en" })).statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"));
    catalogueRecipe = row!.id;
  });
  afterAll(() => t.close());

  it("see the same helper: the one the wife saved is the husband's household's first helper too", async () => {
    const account = (await husband.get("/api/account")).json();
    expect(account).toMatchObject({ helperFirstName: "Maricel", domesticWorkerPhone: "+971501234567", preferredLanguage: "en" });
  });

  it("see and change the same household recipe and its photo; another household is told it does not exist", async () => {
    const form = multipart({}, { name: "dish.png", type: "image/png", bytes: await photo() });
    const uploaded = await wife.post("/api/my-recipes/photo", form.payload, form.headers);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { photoId } = uploaded.json() as { photoId: string };
    const saved = await wife.post("/api/my-recipes", { ...harees, photoId });
    expect(saved.statusCode, saved.body).toBe(201);
    const { id } = saved.json() as { id: number };

    expect(((await husband.get("/api/my-recipes")).json() as { id: number }[]).map((card) => card.id)).toContain(id);
    expect((await husband.get(`/api/recipes/${id}`)).json()).toMatchObject({ id, title: harees.title, mine: true });
    const found = (await husband.get(`/api/recipes/search?q=${encodeURIComponent("Grandmother")}`)).json() as { items: { id: number }[] };
    expect(found.items.map((card) => card.id)).toContain(id);
    expect((await husband.get(`/api/images/${photoId}?w=320`)).statusCode).toBe(200);

    const edited = await husband.patch(`/api/my-recipes/${id}`, { title: "Harees, as Khalid makes it" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await wife.get(`/api/my-recipes/${id}`)).json()).toMatchObject({ title: "Harees, as Khalid makes it" });
    const [row] = await t.database.db.select({ householdId: recipes.householdId, createdBy: recipes.createdBy }).from(recipes).where(eq(recipes.id, id));
    expect(row).toEqual({ householdId, createdBy: expect.any(Number) });

    for (const path of [`/api/my-recipes/${id}`, `/api/recipes/${id}`, `/api/images/${photoId}?w=320`]) {
      expect((await neighbour.get(path)).statusCode, path).toBe(404);
    }
    expect((await neighbour.patch(`/api/my-recipes/${id}`, { title: "Taken" })).statusCode).toBe(404);
    expect((await neighbour.delete(`/api/my-recipes/${id}`)).statusCode).toBe(404);
    const searched = (await neighbour.get(`/api/recipes/search?q=${encodeURIComponent("Harees")}`)).json() as { items: { id: number }[] };
    expect(searched.items.map((card) => card.id)).not.toContain(id);

    expect((await husband.delete(`/api/my-recipes/${id}`)).statusCode).toBe(204);
    expect((await wife.get(`/api/my-recipes/${id}`)).statusCode).toBe(404);
  });

  it("plan one menu: a dish the husband adds is on the wife's week, and the neighbour's week stays empty", async () => {
    const put = await wife.send("PUT", "/api/menu", { from: day, days: 1, entries: [{ date: day, slot: "lunch", recipeId: catalogueRecipe, servings: 4 }] });
    expect(put.statusCode, put.body).toBe(200);
    const added = await husband.post("/api/menu/entries", { date: day, slot: "dinner", recipeId: catalogueRecipe });
    expect(added.statusCode, added.body).toBe(201);
    const week = async (client: Agent) => ((await client.get(`/api/menu?from=${day}&days=1`)).json() as Menu).entries.map((entry) => entry.slot);
    expect(await week(wife)).toEqual(["lunch", "dinner"]);
    expect(await week(husband)).toEqual(["lunch", "dinner"]);
    expect(await week(neighbour)).toEqual([]);
  });

  it("share the links sent: each lists the other's, either stops it, and the link remembers who sent it", async () => {
    const sent = await husband.post("/api/shares", { recipeId: catalogueRecipe });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, url, whatsappUrl } = sent.json() as { id: number; url: string; whatsappUrl: string };
    // To the household's helper, whoever sends.
    expect(whatsappUrl).toContain("971501234567");
    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, id));
    expect(row).toMatchObject({ householdId, sentBy: husbandId });
    // Her page names the member who sent it.
    const page = await agent(t.app).get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Khalid");

    expect(((await wife.get("/api/shares")).json() as { id: number }[]).map((share) => share.id)).toContain(id);
    expect(((await neighbour.get("/api/shares")).json() as { id: number }[]).map((share) => share.id)).not.toContain(id);
    expect((await neighbour.patch(`/api/shares/${id}`, { repliesEnabled: false })).statusCode).toBe(404);
    expect((await neighbour.delete(`/api/shares/${id}`)).statusCode).toBe(404);
    expect((await agent(t.app).get(new URL(url).pathname)).statusCode).toBe(200);

    expect((await wife.delete(`/api/shares/${id}`)).statusCode).toBe(204);
    expect((await agent(t.app).get(new URL(url).pathname)).statusCode).toBe(410);
  });

  const replyTo = async (url: string) => {
    const token = new URL(url).pathname.split("/").pop()!;
    const replied = await t.app.inject({
      method: "POST",
      url: `/h/${token}/reply`,
      payload: "phrase=done&item=&time=&text=",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      remoteAddress: "198.51.100.40",
    });
    expect(replied.statusCode, replied.body).toBe(303);
    return replied.headers.location as string;
  };

  it("sends her replies to the member who sent the link, not to the household's owner", async () => {
    await wife.post("/api/account/update-details", { firstName: "Hessa", lastName: "Al Falasi", ownerPhone: "+971502220000" });
    await husband.post("/api/account/update-details", { firstName: "Khalid", lastName: "Al Falasi", ownerPhone: "+971503330000" });
    const sent = (await husband.post("/api/shares", { recipeId: catalogueRecipe })).json() as { url: string };
    const location = await replyTo(sent.url);
    expect(location).toContain("971503330000");
    expect(location).not.toContain("971502220000");
  });

  it("forgets a member who has left: what the household shares is a 404 to them, and her replies no longer reach him", async () => {
    const saved = (await wife.post("/api/my-recipes", harees)).json() as { id: number };
    const link = (await wife.post("/api/shares", { recipeId: catalogueRecipe })).json() as { id: number };
    const his = (await husband.post("/api/shares", { recipeId: catalogueRecipe })).json() as { url: string };
    expect((await husband.get(`/api/my-recipes/${saved.id}`)).statusCode).toBe(200);
    // He leaves with a household of his own (as removal will leave him, decision 0083).
    const [own] = await t.database.db
      .insert(households)
      .values({ ownerUserId: husbandId, subscriptionStatus: "trial", trialEndsAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: households.id });
    await moveInto(husbandId, own!.id);
    expect((await husband.get(`/api/my-recipes/${saved.id}`)).statusCode).toBe(404);
    expect((await husband.get(`/api/recipes/${saved.id}`)).statusCode).toBe(404);
    expect((await husband.delete(`/api/shares/${link.id}`)).statusCode).toBe(404);
    expect(((await husband.get(`/api/menu?from=${day}&days=1`)).json() as Menu).entries).toEqual([]);
    // The link he sent stays the household's; her replies on it go to the household's owner, no longer to him.
    const location = await replyTo(his.url);
    expect(location).toContain("971502220000");
    expect(location).not.toContain("971503330000");
    await moveInto(husbandId, householdId);
  });
});
