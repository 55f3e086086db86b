import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { recipes } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { multipart } from "../../../test/helpers/multipart";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { harees as hareesAsSaved } from "../../../test/helpers/household-recipe";

type Peer = Awaited<ReturnType<typeof startProviderPeer>>;

const harees = { ...hareesAsSaved, title: "Grandmother's Harees 7", description: "Wheat and lamb, slow cooked for Ramadan." };

const arabicMachboos = {
  title: "مجبوس دجاج على طريقة أمي",
  cuisineType: "Khaleeji",
  prepTime: 15,
  cookTime: 90,
  servings: 4,
  ingredients: ["٣ أكواب رز بسمتي", "دجاجة كاملة مقطعة ٤ قطع"],
  instructions: ["نقلي البصل في الزيت حتى يذبل", "نضيف الرز ونطبخه ٢٠ دقيقة"],
};

const helper = { helperFirstName: "Maricel", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" };

describe("a household's own recipes", () => {
  let t: TestApp;
  let owner: Agent;
  let other: Agent;
  let guest: Agent;
  let admin: Agent;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set(["chef@wasfa.example"]), myRecipes: { ...testConfig().myRecipes, maxPerOwner: 3 } } });
    owner = (await signedUpAgent(t.app)).client;
    other = (await signedUpAgent(t.app)).client;
    admin = (await signedUpAgent(t.app, { email: "chef@wasfa.example", username: "chef@wasfa.example" })).client;
    guest = agent(t.app);
  });
  afterAll(() => t.close());

  async function save(client: Agent, recipe: Record<string, unknown> = harees) {
    const response = await client.post("/api/my-recipes", recipe);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; sourceLanguage: string; mine: boolean; title: string; imageUrl: string; updatedAt: string };
  }

  it("saves, lists, reads, changes and deletes the owner's recipe", async () => {
    const created = await save(owner);
    expect(created).toMatchObject({ title: harees.title, mine: true, sourceLanguage: "en", ingredients: harees.ingredients, photoId: null });
    expect(created.imageUrl).toMatch(/^\/art\/khaleeji\/main\/\d+\.svg$/);

    const list = (await owner.get("/api/my-recipes")).json() as { id: number; mine?: boolean }[];
    expect(list.map((card) => card.id)).toContain(created.id);
    expect(list.every((card) => card.mine === true)).toBe(true);
    expect((await owner.get(`/api/my-recipes/${created.id}`)).json()).toMatchObject({ id: created.id, servings: 6 });

    const changed = await owner.patch(`/api/my-recipes/${created.id}`, { servings: 8, ingredients: "2 cups wheat\n1.5 kg lamb\n\n1 tsp salt" });
    expect(changed.statusCode, changed.body).toBe(200);
    // Only what was sent changes: the rest (description, difficulty, category) stays as saved.
    expect(changed.json()).toMatchObject({
      servings: 8,
      ingredients: ["2 cups wheat", "1.5 kg lamb", "1 tsp salt"],
      title: harees.title,
      description: harees.description,
      difficulty: "Medium",
      category: "main",
    });

    expect((await owner.delete(`/api/my-recipes/${created.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/my-recipes/${created.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/my-recipes/${created.id}`)).statusCode).toBe(404);
  });

  it("saves a recipe that names no cuisine and no times (issue 25.16), and clears a cuisine given before", async () => {
    const { cuisineType: _, prepTime: __, cookTime: ___, ...plain } = harees;
    const created = await save(owner, { ...plain, title: "Aunty's dal" });
    expect(created).toMatchObject({ cuisineType: "", prepTime: 0, cookTime: 0, servings: 6 });
    expect(created.imageUrl).toMatch(/^\/art\/khaleeji\/main\/\d+\.svg$/);
    const unsaid = await save(owner, { ...harees, cuisineType: null, prepTime: null, cookTime: null });
    expect(unsaid).toMatchObject({ cuisineType: "", prepTime: 0, cookTime: 0 });
    expect((await owner.delete(`/api/my-recipes/${unsaid.id}`)).statusCode).toBe(204);
    const timed = await save(owner, harees);
    const cleared = await owner.patch(`/api/my-recipes/${timed.id}`, { cuisineType: "" });
    expect(cleared.json()).toMatchObject({ cuisineType: "", prepTime: harees.prepTime });
    for (const id of [created.id, timed.id]) expect((await owner.delete(`/api/my-recipes/${id}`)).statusCode).toBe(204);
  });

  it("stores an Arabic recipe's language, told from its script, and tells it again when the text changes", async () => {
    const created = await save(owner, arabicMachboos);
    expect(created.sourceLanguage).toBe("ar");
    const english = await owner.patch(`/api/my-recipes/${created.id}`, { ...harees, description: "" });
    expect(english.json().sourceLanguage).toBe("en");
    const said = await owner.patch(`/api/my-recipes/${created.id}`, { sourceLanguage: "ur" });
    expect(said.json().sourceLanguage).toBe("ur");
    await owner.delete(`/api/my-recipes/${created.id}`);
  });

  it("stores a Russian recipe as Russian, and lets the owner say it is Ukrainian or German, any language a recipe may be written in", async () => {
    const russian = {
      ...harees,
      title: "Плов с бараниной",
      description: "",
      ingredients: ["600 г баранины", "500 г риса", "3 моркови"],
      instructions: ["Обжарьте мясо в казане до румяной корочки.", "Добавьте рис, залейте водой и готовьте под крышкой до готовности."],
    };
    const created = await save(owner, russian);
    expect(created.sourceLanguage).toBe("ru");
    for (const language of ["uk", "de"]) {
      const said = await owner.patch(`/api/my-recipes/${created.id}`, { sourceLanguage: language });
      expect(said.statusCode, said.body).toBe(200);
      expect(said.json().sourceLanguage).toBe(language);
    }
    await owner.delete(`/api/my-recipes/${created.id}`);
  });

  it("shows the recipe to its owner only: 404 for every other owner, guests and even an admin", async () => {
    const { id } = await save(owner);
    const paths = [`/api/my-recipes/${id}`, `/api/recipes/${id}`];
    for (const path of paths) {
      expect((await owner.get(path)).statusCode, path).toBe(200);
      for (const client of [other, admin]) expect((await client.get(path)).statusCode, path).toBe(404);
      expect((await guest.get(path)).statusCode, path).toBe(401);
    }
    expect((await other.patch(`/api/my-recipes/${id}`, { title: "Mine now" })).statusCode).toBe(404);
    expect((await other.delete(`/api/my-recipes/${id}`)).statusCode).toBe(404);
    expect((await other.post("/api/translate/recipe", { recipeId: id, targetLanguage: "fil" })).statusCode).toBe(404);
    expect((await other.post("/api/favorites", { recipeId: id })).statusCode).toBe(404);
    expect((await admin.patch(`/api/admin/recipes/${id}`, { title: "Edited" })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/recipes/${id}`)).statusCode).toBe(404);
    expect(((await admin.get("/api/admin/recipes")).json() as { id: number }[]).some((recipe) => recipe.id === id)).toBe(false);
    const [row] = await t.database.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, id));
    expect(row!.title).toBe(harees.title);
    await owner.delete(`/api/my-recipes/${id}`);
  });

  it("finds it in the owner's search marked mine, and never in anyone else's search, the public lists or their caches", async () => {
    const { id } = await save(owner, { ...harees, title: "Secret Family Harees", quick: true, prepTime: 5, cookTime: 10 });
    // The owner looks first, so a cache that kept what they saw would hand it on.
    const mine = (await owner.get("/api/recipes/search?q=Secret%20Family")).json() as { items: { id: number; mine?: boolean }[] };
    expect(mine.items).toEqual([expect.objectContaining({ id, mine: true })]);
    for (const path of ["/api/recipes", "/api/recipes/popular", "/api/recipes/quick", "/api/recipes?lang=ar"]) {
      for (const client of [owner, other, guest]) {
        const cards = (await client.get(path)).json() as { id: number }[];
        expect(cards.some((card) => card.id === id), path).toBe(false);
      }
    }
    for (const client of [other, guest, admin]) {
      const found = (await client.get("/api/recipes/search?q=Secret%20Family")).json() as { total: number };
      expect(found.total).toBe(0);
    }
    const catalogue = (await owner.get("/api/recipes/search?q=Machboos")).json() as { items: { mine?: boolean }[] };
    expect(catalogue.items.length).toBeGreaterThan(0);
    expect(catalogue.items.every((card) => card.mine === undefined)).toBe(true);
    await owner.delete(`/api/my-recipes/${id}`);
  });

  it("gives the admin only counts in the statistics", async () => {
    const { id } = await save(other, { ...harees, title: "Other Household's Stew" });
    const stats = (await admin.get("/api/admin/analytics")).json() as { totals: { householdRecipes: number; householdsWithRecipes: number; recipes: number } };
    expect(stats.totals).toMatchObject({ householdRecipes: 1, householdsWithRecipes: 1, recipes: 44 });
    expect(JSON.stringify(stats)).not.toContain("Other Household");
    await other.delete(`/api/my-recipes/${id}`);
  });

  it("refuses bad input with the field's message in the owner's language, and saves nothing", async () => {
    const before = ((await owner.get("/api/my-recipes")).json() as unknown[]).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...harees, title: "" }, "title", "Title is required"],
      [{ ...harees, ingredients: [] }, "ingredients", "Invalid ingredients format"],
      [{ ...harees, instructions: ["x".repeat(1001)] }, "instructions.0", "This is too long"],
      [{ ...harees, cuisineType: "Martian" }, "cuisineType", "Please choose a cuisine"],
      [{ ...harees, servings: 0 }, "servings", "Please enter a whole number"],
      [{ ...harees, title: "Harees\u0000" }, "title", "Please remove line breaks and invisible characters from this field."],
      [{ ...harees, sourceLanguage: "xx" }, "sourceLanguage", "That language is not supported."],
      [{ ...harees, photoId: "00000000-0000-4000-8000-000000000000" }, "photoId", "That photo is no longer there. Please choose it again."],
    ];
    for (const [body, field, message] of cases) {
      const response = await owner.post("/api/my-recipes", body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fieldErrors[field], field).toEqual([message]);
    }
    const arabic = await owner.post("/api/my-recipes", { ...harees, title: "" }, { "accept-language": "ar" });
    expect(arabic.json().fieldErrors.title).toEqual(["العنوان مطلوب"]);
    expect(((await owner.get("/api/my-recipes")).json() as unknown[]).length).toBe(before);
  });

  it("keeps at most MY_RECIPES_MAX recipes per owner, saying so plainly, and frees a place on delete", async () => {
    const client = (await signedUpAgent(t.app)).client;
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await save(client, { ...harees, title: `Dish ${i}` })).id);
    const full = await client.post("/api/my-recipes", harees);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: "RECIPE_LIMIT_REACHED", message: "You already keep 3 recipes. Please delete one before adding another." });
    // Another owner's allowance is their own.
    expect((await other.post("/api/my-recipes", harees)).statusCode).toBe(201);
    await client.delete(`/api/my-recipes/${ids[0]}`);
    expect((await client.post("/api/my-recipes", harees)).statusCode).toBe(201);
  });

  it("stores a photo through the upload checks, and a recipe shows it", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#b45309" } }).png().toBuffer();
    const upload = multipart({}, { name: "harees.png", type: "image/png", bytes: png });
    const stored = await owner.post("/api/my-recipes/photo", upload.payload, upload.headers);
    expect(stored.statusCode, stored.body).toBe(201);
    const { photoId } = stored.json() as { photoId: string };
    const created = await save(owner, { ...harees, photoId });
    expect(created).toMatchObject({ photoId, imageUrl: `/api/images/${photoId}` });
    const image = await owner.get(`/api/images/${photoId}?w=320`);
    expect(image.headers["content-type"]).toBe("image/webp");
    // Hers alone (decision 0062).
    expect((await guest.get(`/api/images/${photoId}?w=320`)).statusCode).toBe(404);

    const notImage = multipart({}, { name: "harees.png", type: "image/png", bytes: Buffer.from("<svg onload=alert(1)>") });
    const refused = await owner.post("/api/my-recipes/photo", notImage.payload, notImage.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("The image must be a JPG, PNG or WebP file.");
    expect((await guest.post("/api/my-recipes/photo", upload.payload, upload.headers)).statusCode).toBe(401);

    // Taking the photo away shows the cuisine's artwork again.
    const cleared = await owner.patch(`/api/my-recipes/${created.id}`, { photoId: null });
    expect(cleared.json().imageUrl).toMatch(/^\/art\//);
    await owner.delete(`/api/my-recipes/${created.id}`);
  });

  it("asks a visitor to log in for every call", async () => {
    for (const [method, path] of [
      ["GET", "/api/my-recipes"],
      ["POST", "/api/my-recipes"],
      ["GET", "/api/my-recipes/1"],
      ["PATCH", "/api/my-recipes/1"],
      ["DELETE", "/api/my-recipes/1"],
      ["POST", "/api/my-recipes/parse"],
      ["POST", "/api/my-recipes/import"],
    ] as const) {
      expect((await guest.send(method, path, {})).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe("sending a household recipe", () => {
  let peer: Peer;
  let t: TestApp;
  let owner: Agent;

  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    t = await buildTestApp({
      config: {
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base }, rateLimit: { max: 1000, windowMs: 60_000 } },
        rateLimits: { ...base.rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } },
      },
    });
    owner = (await signedUpAgent(t.app)).client;
    expect((await owner.post("/api/account/update-phone", helper)).statusCode).toBe(200);
  });
  beforeEach(() => peer.reset());
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("translates an Arabic recipe from Arabic on save, in the background, into her language", async () => {
    const created = await owner.post("/api/my-recipes", arabicMachboos);
    expect(created.statusCode).toBe(201);
    await t.app.translationQueue.drain();
    expect(peer.seen).toHaveLength(1);
    expect(peer.seen[0]!.body).toMatchObject({ source: "ar", target: "tl" });

    // The send then reads the memory only: the provider is not asked again.
    const sent = await owner.post("/api/shares", { recipeId: created.json().id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toContain(`[tl] ${arabicMachboos.title}`);
    expect(peer.seen).toHaveLength(1);
  });

  it("sends an English recipe to a Tagalog helper through the provider, like a catalogue recipe", async () => {
    const created = (await owner.post("/api/my-recipes", harees)).json() as { id: number };
    const sent = await owner.post("/api/shares", { recipeId: created.id, servings: 3 });
    expect(sent.statusCode, sent.body).toBe(201);
    const { message, url } = sent.json() as { message: string; url: string };
    expect(message).toContain(`[tl] ${harees.title}`);
    // 6 → 3 servings: 2 cups → 1 (the peer "translates" by tagging, so the English word stays as it was).
    expect(message).toMatch(/\[tl\] 1 cups? whole wheat, soaked overnight/);
    expect(message).toContain("[tl] 0.5 kg lamb");
    const page = await agent(t.app).get(new URL(url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`[tl] ${harees.title}`);
  });
});

describe("sending a household recipe with no provider", () => {
  let t: TestApp;
  let owner: Agent;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await signedUpAgent(t.app)).client;
    expect((await owner.post("/api/account/update-phone", helper)).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it("tells the owner plainly, and sends it as written when asked, but in no other language", async () => {
    const { id } = (await owner.post("/api/my-recipes", arabicMachboos)).json() as { id: number };
    const detail = (await owner.get(`/api/recipes/${id}`)).json() as { sourceLanguage?: string };
    expect(detail.sourceLanguage).toBe("ar");

    const missing = await owner.post("/api/shares", { recipeId: id });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({
      code: "TRANSLATION_MISSING",
      message: "This recipe is not translated into Filipino yet. You can send it in Arabic, as you wrote it.",
    });
    const asWritten = await owner.post("/api/shares", { recipeId: id, language: "ar" });
    expect(asWritten.statusCode, asWritten.body).toBe(201);
    expect(asWritten.json().message).toContain(arabicMachboos.title);
    expect((await owner.post("/api/shares", { recipeId: id, language: "hi" })).statusCode).toBe(400);
  });

  it("offers a recipe in a language no helper reads (German) in English, and then sends it as written", async () => {
    const german = {
      ...arabicMachboos,
      title: "Kartoffelsalat nach Omas Art",
      description: "",
      ingredients: ["1 kg festkochende Kartoffeln", "1 Zwiebel, fein gewürfelt", "250 ml Gemüsebrühe"],
      instructions: ["Die Kartoffeln kochen, pellen und in Scheiben schneiden.", "Die Brühe mit der Zwiebel aufkochen und über die Kartoffeln gießen."],
    };
    const { id, sourceLanguage } = (await owner.post("/api/my-recipes", german)).json() as { id: number; sourceLanguage: string };
    expect(sourceLanguage).toBe("de");
    const missing = await owner.post("/api/shares", { recipeId: id });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: "TRANSLATION_MISSING", message: "This recipe is not translated into Filipino yet. You can send it as you wrote it, in German, with its headings in English." });
    const inEnglish = await owner.post("/api/shares", { recipeId: id, language: "en" });
    expect(inEnglish.statusCode, inEnglish.body).toBe(201);
    expect(inEnglish.json().message).toContain("Kartoffelsalat nach Omas Art");
  });
});
