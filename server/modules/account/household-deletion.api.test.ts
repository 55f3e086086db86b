import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { erasedShares, households, recipes, shares, subscriptionChanges, users } from "../../db/schema";
import { sha256 } from "../../lib/tokens";
import { agent, signedUpAgent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { householdOfUser } from "../../../test/helpers/households";

const limit = (max: number) => ({ max, windowMs: 3600_000 });
const harees = { title: "Our harees", description: "d", cuisineType: "Khaleeji", prepTime: 5, cookTime: 5, servings: 4, ingredients: ["1 kg lamb"], instructions: ["Cook."] };
const helper = { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" };

/** Decision 0080: deleting an account deletes the household only with its last member. */
describe("deleting the account of a household's member", () => {
  let t: TestApp;
  let machboos: number;

  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, signupPerIp: limit(100) } } });
    [{ id: machboos }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
  });
  afterAll(() => t.close());

  /** An owner with a helper, a household recipe and a sent link, and `members` more members who joined after her. */
  async function household(members: number) {
    const owner = await signedUpAgent(t.app);
    expect((await owner.client.post("/api/account/update-phone", helper)).statusCode).toBe(200);
    const created = await owner.client.post("/api/my-recipes", harees);
    expect(created.statusCode, created.body).toBe(201);
    const sent = await owner.client.post("/api/shares", { recipeId: machboos });
    expect(sent.statusCode, sent.body).toBe(201);
    const token = (sent.json() as { url: string }).url.split("/h/")[1]!;
    const others = [];
    for (let i = 0; i < members; i += 1) {
      const member = await signedUpAgent(t.app);
      // She joins (the members' routes do this through an invitation); her own new household is left empty.
      await t.database.db.update(users).set({ householdId: owner.user.householdId, createdAt: new Date(Date.now() + (i + 1) * 1000) }).where(eq(users.id, member.user.id));
      others.push(member);
    }
    return { owner, others, recipeId: (created.json() as { id: number }).id, token };
  }
  const householdRow = async (id: number) => (await t.database.db.select().from(households).where(eq(households.id, id)))[0];

  it("lets a member leave: the household, its helper, recipes, links and subscription stay with the others", async () => {
    const { owner, others, recipeId, token } = await household(1);
    const [member] = others;
    expect((await member!.client.post("/api/account/delete", { password: member!.owner.password })).statusCode).toBe(204);

    expect(await t.database.db.select().from(users).where(eq(users.id, member!.user.id))).toEqual([]);
    expect((await householdRow(owner.user.householdId))?.ownerUserId).toBe(owner.user.id);
    const account = (await owner.client.get("/api/account")).json();
    expect(account).toMatchObject({ subscriptionStatus: "trial", helperFirstName: "Joy", preferredLanguage: "fil" });
    expect((await owner.client.get(`/api/my-recipes/${recipeId}`)).statusCode).toBe(200);
    expect((await agent(t.app).get(`/h/${token}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(erasedShares).where(eq(erasedShares.tokenHash, sha256(token)))).toEqual([]);
  });

  it("hands an owner's household to the member who joined first, who keeps everything and may run it", async () => {
    const { owner, others, recipeId, token } = await household(2);
    const [first, second] = others;
    const ownerChanges = await t.database.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.userId, owner.user.id));
    expect(ownerChanges.length).toBeGreaterThan(0);

    expect((await owner.client.post("/api/account/delete", { password: owner.owner.password })).statusCode).toBe(204);

    expect((await householdRow(owner.user.householdId))?.ownerUserId).toBe(first!.user.id);
    for (const member of [first!, second!]) {
      expect((await member.client.get("/api/account")).json()).toMatchObject({ subscriptionStatus: "trial", helperFirstName: "Joy" });
      expect((await member.client.get(`/api/my-recipes/${recipeId}`)).statusCode).toBe(200);
    }
    expect((await agent(t.app).get(`/h/${token}`)).statusCode).toBe(200);
    // The household's subscription history stays with it, under its new owner.
    const kept = await t.database.db.select({ id: subscriptionChanges.id }).from(subscriptionChanges).where(eq(subscriptionChanges.userId, first!.user.id));
    expect(kept.map((row) => row.id)).toEqual(expect.arrayContaining(ownerChanges.map((row) => row.id)));
    // The link she sent stays the household's, no longer naming her.
    const [link] = await t.database.db.select({ sentBy: shares.sentBy }).from(shares).where(eq(shares.tokenHash, sha256(token)));
    expect(link?.sentBy).toBeNull();
  });

  it("deletes the household with its last member: its recipes and links go, and the links answer 410", async () => {
    const { owner, others, recipeId, token } = await household(1);
    const [member] = others;
    expect((await owner.client.post("/api/account/delete", { password: owner.owner.password })).statusCode).toBe(204);
    expect((await agent(t.app).get(`/h/${token}`)).statusCode).toBe(200);

    expect((await member!.client.post("/api/account/delete", { password: member!.owner.password })).statusCode).toBe(204);
    expect(await householdRow(owner.user.householdId)).toBeUndefined();
    expect(await t.database.db.select().from(recipes).where(eq(recipes.id, recipeId))).toEqual([]);
    expect((await agent(t.app).get(`/h/${token}`)).statusCode).toBe(410);
  });

  it("lets an admin delete a member without touching the household", async () => {
    const admin = await signedUpAgent(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const { owner, others } = await household(1);
    expect((await admin.client.delete(`/api/admin/users/${others[0]!.user.id}`)).statusCode).toBe(204);
    expect((await householdOfUser(t.database.db, owner.user.id)).ownerUserId).toBe(owner.user.id);
    const listed = (await admin.client.get("/api/admin/users")).json() as { id: number; householdId: number; householdMembers: number }[];
    expect(listed.find((row) => row.id === owner.user.id)).toMatchObject({ householdId: owner.user.householdId, householdMembers: 1 });
  });
});
