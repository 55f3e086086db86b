import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { favorites, recipes, sessions, users } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { multipart } from "../../../test/helpers/multipart";
import { registeredRoutes } from "../../../test/helpers/routes";

const adminEmail = "admin-of-tests@example.com";

/** Every route registered under /api/admin, with sample ids. */
const adminRoutes = (app: TestApp["app"]) =>
  registeredRoutes(app)
    .filter((route) => route.url.startsWith("/api/admin"))
    .map((route) => ({ ...route, url: route.url.replace(/:\w+/g, "1") }));

const recipeFields = {
  title: "Admin Test Kabsa",
  description: "Rice and chicken for 6.",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Medium",
  prepTime: "20",
  cookTime: "60",
  servings: "6",
  ingredients: "1 kg chicken\n\n3 cups rice\n",
  instructions: "Brown the chicken.\nCook the rice in the broth.",
  featured: "true",
};

describe("the admin API", () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: number;
  let owner: Agent;
  let photo: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    const signedUp = await signedUpAgent(t.app, { email: adminEmail });
    admin = signedUp.client;
    adminId = signedUp.user.id;
    owner = (await signedUpAgent(t.app)).client;
    photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#d97706" } })
      .jpeg()
      .withExif({ IFD0: { Artist: "Secret Photographer", Copyright: "Home address 12" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" } })
      .toBuffer();
  });
  afterAll(() => t.close());

  it("answers 401 to visitors and 403 to owners on every admin route", async () => {
    const routes = adminRoutes(t.app);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const { method, url } of routes) {
      const asGuest = await t.app.inject({ method: method as never, url, headers: { origin: "http://localhost:5000" } });
      expect(asGuest.statusCode, `${method} ${url} as a visitor`).toBe(401);
      const asOwner = await owner.send(method, url, {});
      expect(asOwner.statusCode, `${method} ${url} as an owner`).toBe(403);
    }
  });

  it("lists users with their subscription and never a secret", async () => {
    const response = await admin.get("/api/admin/users");
    expect(response.statusCode).toBe(200);
    expect(response.json().length).toBeGreaterThanOrEqual(2);
    expect(response.body).not.toMatch(/password|argon2|token|session/i);
  });

  it("edits only the subscription fields sent, and records the change", async () => {
    const { user } = await signedUpAgent(t.app);
    const before = (await admin.get("/api/admin/users")).json().find((u: { id: number }) => u.id === user.id);
    const response = await admin.patch(`/api/admin/users/${user.id}/subscription`, {
      subscriptionStatus: "active",
      trialEndsAt: "",
      subscriptionEndsAt: "2099-01-31T10:00",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ subscriptionStatus: "active", trialEndsAt: before.trialEndsAt });
    expect(response.json().subscriptionEndsAt).toMatch(/^2099-01-31/);
    expect((await admin.patch(`/api/admin/users/${user.id}/subscription`, { subscriptionStatus: "gold" })).statusCode).toBe(400);
    expect((await admin.patch(`/api/admin/users/999999/subscription`, { subscriptionStatus: "active" })).statusCode).toBe(404);
  });

  it("deletes a user with their data, her links answering 410, keeps public recipes, and will not delete the admin themself", async () => {
    const { client, user } = await signedUpAgent(t.app);
    const [first] = (await agent(t.app).get("/api/recipes")).json();
    await client.post("/api/favorites", { recipeId: first.id });
    const [privateRecipe] = await t.database.db
      .insert(recipes)
      .values({ ...recipeFields, prepTime: 1, cookTime: 1, servings: 1, ingredients: ["a"], instructions: ["b"], featured: false, hidden: true, createdBy: user.id })
      .returning({ id: recipes.id });
    const [publicRecipe] = await t.database.db
      .insert(recipes)
      .values({ ...recipeFields, prepTime: 1, cookTime: 1, servings: 1, ingredients: ["a"], instructions: ["b"], featured: false, createdBy: user.id })
      .returning({ id: recipes.id });

    // Her helper link and her household recipe's photo go the way they go when she deletes the account herself.
    await client.post("/api/account/update-phone", { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" });
    const link = new URL((await client.post("/api/shares", { recipeId: first.id })).json().url).pathname;
    const own = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0e7490" } }).png().toBuffer();
    const form = multipart({}, { name: "dish.png", type: "image/png", bytes: own });
    const { photoId } = (await client.post("/api/my-recipes/photo", form.payload, form.headers)).json();

    expect((await admin.delete(`/api/admin/users/${user.id}`)).statusCode).toBe(204);
    expect((await agent(t.app).get(link)).statusCode).toBe(410);
    expect((await agent(t.app).get(`/api/images/${photoId}?w=320`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(favorites).where(eq(favorites.userId, user.id))).toEqual([]);
    expect(await t.database.db.select().from(recipes).where(eq(recipes.id, privateRecipe!.id))).toEqual([]);
    const [kept] = await t.database.db.select().from(recipes).where(eq(recipes.id, publicRecipe!.id));
    expect(kept?.createdBy).toBeNull();
    expect((await client.get("/api/account")).statusCode).toBe(401);

    const self = await admin.delete(`/api/admin/users/${adminId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe("You cannot delete your own account here.");
  });

  describe("recipes", () => {
    it("creates a recipe with an image, re-encoded to WebP without metadata, shown to everyone", async () => {
      const { payload, headers } = multipart(recipeFields, { name: "kabsa.jpg", type: "image/jpeg", bytes: photo });
      const response = await admin.post("/api/admin/recipes", payload, headers);
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({ title: "Admin Test Kabsa", featured: true, quick: false, ingredients: ["1 kg chicken", "3 cups rice"] });
      expect(created.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

      const list = (await agent(t.app).get("/api/recipes")).json();
      expect(list.some((r: { id: number }) => r.id === created.id)).toBe(true);

      const image = await agent(t.app).get(`${created.imageUrl}?w=640`);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(image.headers["cache-control"]).toContain("immutable");
      const meta = await sharp(image.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(640);
      expect(meta.exif).toBeUndefined();
      expect(image.rawPayload.includes(Buffer.from("Secret Photographer"))).toBe(false);

      const again = await agent(t.app).get(`${created.imageUrl}?w=640`, { "if-none-match": String(image.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it("refuses a text file named .png, an SVG, and a missing image with 400", async () => {
      for (const file of [
        { name: "photo.png", type: "image/png", bytes: Buffer.from("just some text, not an image") },
        { name: "art.svg", type: "image/svg+xml", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
        { name: "fake.jpg", type: "image/jpeg", bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("<?php echo 1; ?>")]) },
      ]) {
        const { payload, headers } = multipart(recipeFields, file);
        const response = await admin.post("/api/admin/recipes", payload, headers);
        expect(response.statusCode, file.name).toBe(400);
        expect(response.json().fieldErrors.image).toEqual(["The image must be a JPG, PNG or WebP file."]);
      }
      const { payload, headers } = multipart(recipeFields);
      expect((await admin.post("/api/admin/recipes", payload, headers)).json().fieldErrors.image).toEqual(["Please choose an image"]);
    });

    it("refuses an image over 8 MB with 413", async () => {
      const big = Buffer.concat([photo, Buffer.alloc(9 * 1024 * 1024)]);
      const { payload, headers } = multipart(recipeFields, { name: "big.jpg", type: "image/jpeg", bytes: big });
      const response = await admin.post("/api/admin/recipes", payload, headers);
      expect(response.statusCode).toBe(413);
    });

    it("reports each missing field with its message", async () => {
      const { payload, headers } = multipart({ ...recipeFields, title: "", ingredients: "\n\n", prepTime: "soon" }, { name: "a.jpg", type: "image/jpeg", bytes: photo });
      const body = (await admin.post("/api/admin/recipes", payload, headers)).json();
      expect(body.fieldErrors).toMatchObject({
        title: ["Title is required"],
        ingredients: ["Invalid ingredients format"],
        prepTime: ["Please enter a whole number"],
      });
    });

    it("edits only the fields sent, hides, and deletes", async () => {
      const [target] = (await admin.get("/api/admin/recipes")).json();
      const edited = await admin.patch(`/api/admin/recipes/${target.id}`, { description: "Changed.", category: "dessert", featured: false, quick: true, hidden: true });
      expect(edited.json()).toMatchObject({ title: target.title, description: "Changed.", category: "dessert", featured: false, quick: true, hidden: true });
      // A field not sent is left as it was: no default stands in for it (category, the flags).
      const titleOnly = await admin.patch(`/api/admin/recipes/${target.id}`, { title: "Renamed" });
      expect(titleOnly.json()).toMatchObject({ title: "Renamed", category: "dessert", quick: true, hidden: true });
      expect((await agent(t.app).get("/api/recipes")).json().some((r: { id: number }) => r.id === target.id)).toBe(false);
      expect((await admin.delete(`/api/admin/recipes/${target.id}`)).statusCode).toBe(204);
      expect((await admin.delete(`/api/admin/recipes/${target.id}`)).statusCode).toBe(404);
    });
  });
});

describe("the admin recipe list", () => {
  it("is sorted by title", async () => {
    const t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    try {
      const { client } = await signedUpAgent(t.app, { email: adminEmail });
      const titles: string[] = (await client.get("/api/admin/recipes")).json().map((r: { title: string }) => r.title);
      expect(titles.length).toBeGreaterThanOrEqual(44);
      const sorted = [...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(titles).toEqual(sorted);
    } finally {
      await t.close();
    }
  });
});
