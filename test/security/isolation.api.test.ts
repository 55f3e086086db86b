import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recipes, users } from "../../server/db/schema";
import { agent, signedUpAgent, type Agent } from "../helpers/agent";
import { registeredRoutes } from "../helpers/routes";
import { adminEmail } from "./fixtures";
import { routeKey, routeRules } from "./route-rules";
import { guardedTestApp, type GuardedApp } from "./secret-guard";

/** Owner A's data, in words nobody else uses, so any answer that carries it to B is found by a plain search. */
const a = { firstName: "Zubaida", lastName: "Qaraqosh", helper: "Marisol", phone: "+971501112233" };

describe("one owner's data, seen from another owner", () => {
  let t: GuardedApp;
  let ownerA: Agent;
  let ownerB: Agent;
  let idA: number;
  let emailA: string;
  let recipeIds: number[];

  const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

  beforeAll(async () => {
    t = await guardedTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    const signedUpA = await signedUpAgent(t.app);
    ownerA = signedUpA.client;
    idA = signedUpA.user.id;
    emailA = signedUpA.owner.email;
    ownerB = (await signedUpAgent(t.app)).client;
    recipeIds = (await agent(t.app).get("/api/recipes")).json().slice(0, 3).map((r: { id: number }) => r.id);
    await ownerA.post("/api/account/update-details", { firstName: a.firstName, lastName: a.lastName });
    await ownerA.post("/api/account/update-phone", { helperFirstName: a.helper, domesticWorkerPhone: a.phone, preferredLanguage: "fil" });
    for (const recipeId of recipeIds.slice(0, 2)) await ownerA.post("/api/favorites", { recipeId });
  });
  afterAll(() => t.close());

  it("cannot change A's favourites, details, helper, password, subscription or sessions, whatever ids B sends", async () => {
    const before = await rowOf(idA);
    // Every route that acts on "my" data, called by B with A's identity slipped into the body.
    const asA = { id: idA, userId: idA, username: emailA, email: emailA };
    expect((await ownerB.delete(`/api/favorites/${recipeIds[0]}`)).statusCode).toBe(204);
    expect((await ownerB.post("/api/favorites", { recipeId: recipeIds[2], ...asA })).statusCode).toBe(201);
    expect((await ownerB.post("/api/account/update-details", { firstName: "Bee", lastName: "Bee", ...asA })).statusCode).toBe(200);
    expect((await ownerB.post("/api/account/update-phone", { helperFirstName: "Other", domesticWorkerPhone: "+971509998877", ...asA })).statusCode).toBe(200);
    expect((await ownerB.post("/api/account/change-password", { currentPassword: "Secret123", newPassword: "Taken123", ...asA })).statusCode).toBe(200);
    expect((await ownerB.delete("/api/subscription")).statusCode).toBe(200);
    expect((await ownerB.post("/api/logout", asA)).statusCode).toBe(204);

    const after = await rowOf(idA);
    expect(after).toEqual(before);
    expect((await ownerA.get("/api/favorites")).json()).toEqual({ [recipeIds[0]!]: true, [recipeIds[1]!]: true });
    expect((await ownerA.get("/api/subscription")).json().status).toBe("trial");
    const account = (await ownerA.get("/api/account")).json();
    expect(account).toMatchObject({ id: idA, email: emailA, firstName: a.firstName, helperFirstName: a.helper, domesticWorkerPhone: a.phone });
  });

  it("never sees anything of A's in any answer of a route open to owners", async () => {
    const b = (await signedUpAgent(t.app)).client;
    let read = 0;
    for (const route of registeredRoutes(t.app)) {
      const rule = routeRules[routeKey(route)];
      if (route.method !== "GET" || !rule || rule.access === "admin") continue;
      const url = route.url.replace(":id", String(recipeIds[0])).replace(":cuisine/:category/:file", "khaleeji/main/1.svg");
      const response = await b.get(url);
      for (const secret of [emailA, a.firstName, a.lastName, a.helper, a.phone]) expect(response.body, `${url} shows ${secret}`).not.toContain(secret);
      read += 1;
    }
    expect(read).toBeGreaterThanOrEqual(10);
    expect((await b.get("/api/favorites")).json()).toEqual({});
    expect((await b.get("/api/favorites/recipes")).json()).toEqual([]);
  });

  it("does not let a signup or a profile change make an admin or a subscriber", async () => {
    const granted = { isAdmin: true, subscriptionStatus: "active", subscriptionEndsAt: "2099-01-01T00:00:00Z", trialEndsAt: "2099-01-01T00:00:00Z" };
    const { client, user } = await signedUpAgent(t.app, granted);
    expect(user).toMatchObject({ isAdmin: false, subscriptionStatus: "trial" });
    await client.post("/api/account/update-details", { firstName: "M", lastName: "N", ...granted });
    await client.post("/api/account/update-phone", { helperFirstName: "H", domesticWorkerPhone: "+971501234567", ...granted });
    const account = (await client.get("/api/account")).json();
    expect(account).toMatchObject({ isAdmin: false, subscriptionStatus: "trial" });
    expect((await client.get("/api/admin/users")).statusCode).toBe(403);

    // A prototype-poisoning body is refused before any handler reads it.
    const poisoned = `{"firstName":"P","lastName":"Q","email":"proto-${Date.now()}@example.com","password":"Secret123","__proto__":{"isAdmin":true}}`;
    const response = await agent(t.app).post("/api/signup", poisoned, { "content-type": "application/json" });
    expect(response.statusCode).toBe(400);
  });

  it("hides a hidden recipe from owners on every route that takes a recipe id, as if it did not exist", async () => {
    const [hidden] = await t.database.db
      .insert(recipes)
      .values({ title: "Secret family recipe", description: "d", cuisineType: "Khaleeji", difficulty: "Easy", prepTime: 1, cookTime: 1, servings: 1, ingredients: ["a"], instructions: ["b"], hidden: true })
      .returning({ id: recipes.id });
    const missing = 2_000_000_000;
    for (const id of [hidden!.id, missing]) {
      for (const [method, url, body] of [
        ["GET", `/api/recipes/${id}`, undefined],
        ["POST", "/api/favorites", { recipeId: id }],
        ["POST", "/api/analytics/recipe-click", { recipeId: id }],
        ["POST", "/api/translate/recipe", { recipeId: id, targetLanguage: "ar" }],
      ] as const) {
        const response = await ownerA.send(method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe("We could not find that recipe.");
      }
    }
    const search = (await ownerA.get("/api/recipes/search?q=Secret%20family")).json();
    expect(search.total).toBe(0);
    const admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    expect((await admin.get(`/api/recipes/${hidden!.id}`)).statusCode).toBe(200);
  });

  it("does not let an admin delete their own account", async () => {
    const { client, user } = await signedUpAgent(t.app, { email: `second-${adminEmail}` });
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const response = await client.delete(`/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("You cannot delete your own account here.");
    expect((await client.get("/api/account")).statusCode).toBe(200);
  });
});
