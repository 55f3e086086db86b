import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { helpers, householdInvitations, households, sessions, users } from "../../db/schema";
import { agent, newOwner, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { harees } from "../../../test/helpers/household-recipe";
import { mailsTo } from "../../../test/helpers/outbox";
import { joinCovers } from "./index";

const subject = { en: "You are invited to a household on Wasfa", ar: "دعوة للانضمام إلى أسرة في وصفة" };
const today = new Date().toISOString().slice(0, 10);

type Member = { id: number; email: string; isOwner: boolean; isYou: boolean };
type HouseholdAnswer = { members: Member[]; invitations: { id: number; email: string }[]; memberLimit: number; youAreOwner: boolean };

describe("household members and invitations", () => {
  let t: TestApp;

  beforeAll(async () => {
    const base = testConfig();
    t = await buildTestApp({
      config: {
        household: { memberLimit: 3, helperLimit: 3 },
        rateLimits: { ...base.rateLimits, signupPerIp: { max: 1000, windowMs: 3600_000 }, invitePerUser: { max: 1000, windowMs: 3600_000 } },
      },
    });
  });
  afterAll(() => t?.close());

  /** A new owner whose address is confirmed (inviting needs it). */
  const owner = (fields: Record<string, unknown> = {}) => signedUpAgent(t.app, { verify: true, ...fields });

  /** Invites `email` and returns the token read from the mail that went out (the `count`th to that address). */
  async function invite(client: Agent, email: string, count = 1, language: "en" | "ar" = "en") {
    const response = await client.post("/api/household/invitations", { email }, { "accept-language": language });
    expect(response.statusCode, response.body).toBe(201);
    const mails = await mailsTo(t.config.dataDir, email, subject[language], count);
    const token = /\/join\?token=([\w-]+)/.exec(mails.at(-1)!.text)?.[1];
    expect(token, mails.at(-1)!.text).toBeDefined();
    return { token: token!, invitation: response.json() as { id: number; email: string }, mail: mails.at(-1)! };
  }

  const householdOf = async (client: Agent) => (await client.get("/api/household")).json() as HouseholdAnswer;
  const householdIdOf = async (userId: number) => (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.householdId;

  it("mails an invitation that the invited address signs up for and joins with; both then see the same members", async () => {
    const wife = await owner({ firstName: "Mariam" });
    const husbandFields = newOwner({ firstName: "Khalid" });
    const { token, mail } = await invite(wife.client, husbandFields.email);
    expect(mail.text).toContain(wife.owner.email);
    expect(mail.text).toContain(`${t.config.appUrl}/join?token=`);

    // The link's page, before anyone signs in: who invited, for which address.
    const preview = await agent(t.app).get(`/api/household/join/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ inviterFirstName: "Mariam", email: husbandFields.email.toLowerCase() });
    // Only the token's hash is kept.
    const stored = await t.database.db.select().from(householdInvitations).where(eq(householdInvitations.email, husbandFields.email.toLowerCase()));
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const husband = agent(t.app);
    expect((await husband.post("/api/signup", husbandFields)).statusCode).toBe(201);
    const joined = await husband.post("/api/household/join", { token });
    expect(joined.statusCode, joined.body).toBe(200);
    const seen = joined.json() as HouseholdAnswer;
    expect(seen.members.map((m) => m.email)).toEqual([wife.owner.email.toLowerCase(), husbandFields.email.toLowerCase()]);
    expect(seen.members.find((m) => m.isYou)).toMatchObject({ email: husbandFields.email.toLowerCase(), isOwner: false });
    expect(seen.youAreOwner).toBe(false);
    // The link proved his mailbox.
    expect((await husband.get("/api/account")).json().emailVerified).toBe(true);
    const wifeSees = await householdOf(wife.client);
    expect(wifeSees.members.map((m) => m.id)).toEqual(seen.members.map((m) => m.id));
    expect(wifeSees.youAreOwner).toBe(true);
    expect(wifeSees.invitations).toEqual([]);

    // A second use of the same link is refused and changes nothing.
    const again = await husband.post("/api/household/join", { token });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("INVITATION_USED");
    expect((await agent(t.app).get(`/api/household/join/${token}`)).statusCode).toBe(410);
  });

  it("writes the mail in the inviter's language", async () => {
    const { client } = await owner();
    const { mail } = await invite(client, newOwner().email, 1, "ar");
    expect(mail.text).toContain("يعمل الرابط مرة واحدة خلال 7 أيام");
  });

  it("refuses an invitation to a session of another address, and changes nothing", async () => {
    const inviter = await owner();
    const { token } = await invite(inviter.client, newOwner().email);
    const stranger = await signedUpAgent(t.app);
    const before = await householdIdOf(stranger.user.id);
    const response = await stranger.client.post("/api/household/join", { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("INVITATION_OTHER_ADDRESS");
    expect(await householdIdOf(stranger.user.id)).toBe(before);
    // The invitation still works for its own address.
    const [row] = await t.database.db.select().from(householdInvitations).where(eq(householdInvitations.householdId, await householdIdOf(inviter.user.id)));
    expect(row!.acceptedAt).toBeNull();
  });

  it("refuses an expired invitation and a revoked one, each saying which", async () => {
    const inviter = await owner();
    const expiredFor = newOwner();
    const { token: expired, invitation } = await invite(inviter.client, expiredFor.email);
    await t.database.db.update(householdInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(householdInvitations.id, invitation.id));
    const late = await signedUpAgent(t.app, expiredFor);
    const lateJoin = await late.client.post("/api/household/join", { token: expired });
    expect(lateJoin.statusCode).toBe(410);
    expect(lateJoin.json().code).toBe("INVITATION_EXPIRED");

    const revokedFor = newOwner();
    const { token: revoked, invitation: second } = await invite(inviter.client, revokedFor.email);
    expect((await householdOf(inviter.client)).invitations.map((i) => i.id)).toContain(second.id);
    expect((await inviter.client.delete(`/api/household/invitations/${second.id}`)).statusCode).toBe(204);
    expect((await householdOf(inviter.client)).invitations.map((i) => i.id)).not.toContain(second.id);
    const revokedJoin = await (await signedUpAgent(t.app, revokedFor)).client.post("/api/household/join", { token: revoked });
    expect(revokedJoin.statusCode).toBe(410);
    expect(revokedJoin.json().code).toBe("INVITATION_REVOKED");
    expect((await agent(t.app).get(`/api/household/join/${revoked}`)).json().code).toBe("INVITATION_REVOKED");
    expect((await agent(t.app).get("/api/household/join/no-such-token")).statusCode).toBe(404);
  });

  it("takes back an address's earlier invitation when it is invited again", async () => {
    const inviter = await owner();
    const invitee = newOwner();
    const first = await invite(inviter.client, invitee.email);
    const second = await invite(inviter.client, invitee.email, 2);
    expect((await householdOf(inviter.client)).invitations.map((i) => i.id)).toEqual([second.invitation.id]);
    const { client } = await signedUpAgent(t.app, invitee);
    expect((await client.post("/api/household/join", { token: first.token })).json().code).toBe("INVITATION_REVOKED");
    expect((await client.post("/api/household/join", { token: second.token })).statusCode).toBe(200);
  });

  it("keeps members and pending invitations within the limit, and refuses an address already a member", async () => {
    const inviter = await owner();
    await invite(inviter.client, newOwner().email);
    await invite(inviter.client, newOwner().email);
    // Limit 3: the owner and two invitations.
    const over = await inviter.client.post("/api/household/invitations", { email: newOwner().email });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: "MEMBER_LIMIT_REACHED", message: expect.stringContaining("3") });
    const self = await inviter.client.post("/api/household/invitations", { email: inviter.owner.email.toUpperCase() });
    expect(self.statusCode).toBe(400);
    expect((await inviter.client.post("/api/household/invitations", { email: "not an address" })).statusCode).toBe(400);
  });

  it("lets only the owner invite, revoke, remove and hand over; another member is told so", async () => {
    const inviter = await owner();
    const memberFields = newOwner();
    const { token } = await invite(inviter.client, memberFields.email);
    const member = await signedUpAgent(t.app, { ...memberFields, verify: true });
    expect((await member.client.post("/api/household/join", { token })).statusCode).toBe(200);
    const { invitation } = await invite(inviter.client, newOwner().email);
    for (const response of [
      await member.client.post("/api/household/invitations", { email: newOwner().email }),
      await member.client.delete(`/api/household/invitations/${invitation.id}`),
      await member.client.delete(`/api/household/members/${inviter.user.id}`),
      await member.client.post("/api/household/owner", { userId: member.user.id }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe("Only the household's owner can do that.");
    }
    // A member does not see the pending invitations.
    expect((await householdOf(member.client)).invitations).toEqual([]);
  });

  it("answers 404 for another household's invitation and member", async () => {
    const a = await owner();
    const b = await owner();
    const { invitation } = await invite(b.client, newOwner().email);
    expect((await a.client.delete(`/api/household/invitations/${invitation.id}`)).statusCode).toBe(404);
    expect((await a.client.delete(`/api/household/members/${b.user.id}`)).statusCode).toBe(404);
    expect((await a.client.post("/api/household/owner", { userId: b.user.id })).statusCode).toBe(404);
    // B's invitation is untouched.
    expect((await householdOf(b.client)).invitations.map((i) => i.id)).toEqual([invitation.id]);
  });

  it("ends every session of a removed member, who then finds none of the household's recipes or menu", async () => {
    const inviter = await owner();
    const recipe = (await inviter.client.post("/api/my-recipes", harees)).json() as { id: number };
    expect((await inviter.client.post("/api/menu/entries", { date: today, slot: "lunch", recipeId: recipe.id })).statusCode).toBe(201);
    const memberFields = newOwner();
    const { token } = await invite(inviter.client, memberFields.email);
    const member = await signedUpAgent(t.app, memberFields);
    expect((await member.client.post("/api/household/join", { token })).statusCode).toBe(200);
    expect((await member.client.get(`/api/my-recipes/${recipe.id}`)).statusCode).toBe(200);
    const menuBefore = (await member.client.get(`/api/menu?from=${today}&days=1`)).json() as { entries: unknown[] };
    expect(menuBefore.entries).toHaveLength(1);

    const removed = await inviter.client.delete(`/api/household/members/${member.user.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as HouseholdAnswer).members.map((m) => m.id)).toEqual([inviter.user.id]);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, member.user.id))).toEqual([]);
    expect((await member.client.get("/api/household")).statusCode).toBe(401);

    const again = agent(t.app);
    expect((await again.post("/api/login", { username: memberFields.email, password: memberFields.password })).statusCode).toBe(200);
    expect((await again.get(`/api/my-recipes/${recipe.id}`)).statusCode).toBe(404);
    expect(((await again.get(`/api/menu?from=${today}&days=1`)).json() as { entries: unknown[] }).entries).toEqual([]);
    expect((await again.get("/api/my-recipes")).json()).toEqual([]);
    // Her own household of one, on the trial of her own signup: no second free month.
    const [own] = await t.database.db.select().from(households).where(eq(households.id, await householdIdOf(member.user.id)));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(own!.ownerUserId).toBe(member.user.id);
    expect(own!.trialEndsAt!.getTime()).toBe(row!.createdAt.getTime() + t.config.trialDays * 86_400_000);
    // The household still has its recipe.
    expect((await inviter.client.get(`/api/my-recipes/${recipe.id}`)).statusCode).toBe(200);
  });

  it("lets a member leave with her session kept; the owner may not leave while others remain", async () => {
    const inviter = await owner();
    const memberFields = newOwner();
    const { token } = await invite(inviter.client, memberFields.email);
    const member = await signedUpAgent(t.app, memberFields);
    await member.client.post("/api/household/join", { token });

    const ownerLeaves = await inviter.client.post("/api/household/leave");
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.json().code).toBe("HOUSEHOLD_CONFLICT");

    const left = await member.client.post("/api/household/leave");
    expect(left.statusCode, left.body).toBe(200);
    const alone = left.json() as HouseholdAnswer;
    expect(alone.members.map((m) => m.id)).toEqual([member.user.id]);
    expect(alone.youAreOwner).toBe(true);
    expect((await householdOf(inviter.client)).members.map((m) => m.id)).toEqual([inviter.user.id]);
    // Alone, there is nothing to leave.
    expect((await member.client.post("/api/household/leave")).statusCode).toBe(409);
  });

  it("hands ownership over: the new owner may invite, the old one may not", async () => {
    const inviter = await owner();
    const memberFields = newOwner();
    const { token } = await invite(inviter.client, memberFields.email);
    const member = await signedUpAgent(t.app, memberFields);
    await member.client.post("/api/household/join", { token });

    const handed = await inviter.client.post("/api/household/owner", { userId: member.user.id });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((handed.json() as HouseholdAnswer).members.find((m) => m.isOwner)?.id).toBe(member.user.id);
    expect((await inviter.client.post("/api/household/invitations", { email: newOwner().email })).statusCode).toBe(403);
    // His address was proved by the invitation, so he may invite at once.
    expect((await member.client.post("/api/household/invitations", { email: newOwner().email })).statusCode).toBe(201);
    // And the old owner, now a member, may leave.
    expect((await inviter.client.post("/api/household/leave")).statusCode).toBe(200);
  });

  it("moves the joiner's recipes, helpers and menu into the household she joins, and deletes her old one", async () => {
    const inviter = await owner();
    const inviterHousehold = await householdIdOf(inviter.user.id);
    await t.database.db.insert(helpers).values({ householdId: inviterHousehold, firstName: "Maricel", phone: "+971501234567", language: "fil", role: "nanny", shops: true, position: 0 });
    const joinerFields = newOwner();
    const { token } = await invite(inviter.client, joinerFields.email);
    const joiner = await signedUpAgent(t.app, joinerFields);
    const oldHousehold = await householdIdOf(joiner.user.id);
    await t.database.db.insert(helpers).values({ householdId: oldHousehold, firstName: "Lakshmi", phone: "+971501234568", language: "hi", role: "cook", shops: true, position: 0 });
    const recipe = (await joiner.client.post("/api/my-recipes", harees)).json() as { id: number };
    expect((await joiner.client.post("/api/menu/entries", { date: today, slot: "dinner", recipeId: recipe.id })).statusCode).toBe(201);

    expect((await joiner.client.post("/api/household/join", { token })).statusCode).toBe(200);
    expect((await inviter.client.get(`/api/my-recipes/${recipe.id}`)).statusCode).toBe(200);
    const menu = (await inviter.client.get(`/api/menu?from=${today}&days=1`)).json() as { entries: { recipeId: number }[] };
    expect(menu.entries.map((e) => e.recipeId)).toContain(recipe.id);
    const theirHelpers = await t.database.db.select().from(helpers).where(eq(helpers.householdId, inviterHousehold)).orderBy(helpers.position);
    // Hers come after the household's own, and the household's shopper stays the one.
    expect(theirHelpers.map((h) => [h.firstName, h.shops])).toEqual([
      ["Maricel", true],
      ["Lakshmi", false],
    ]);
    expect(await t.database.db.select().from(households).where(eq(households.id, oldHousehold))).toEqual([]);
  });

  it("moves every table that has a household_id column (a table added later must be named in joinCovers)", async () => {
    const result = await t.database.db.execute(
      sql`select table_name from information_schema.columns where column_name = 'household_id' and table_schema = 'public' order by table_name`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { table_name: string }[];
    expect(rows.map((row) => row.table_name).sort()).toEqual(Object.keys(joinCovers).sort());
  });

  it("refuses a joiner whose household has a paid subscription, other members, or too many helpers; nothing changes", async () => {
    const inviter = await owner();
    // Paid: the test checkout makes her subscription active.
    const paidFields = newOwner();
    const { token: paidToken } = await invite(inviter.client, paidFields.email);
    const paid = await signedUpAgent(t.app, paidFields);
    const checkout = new URL((await paid.client.post("/api/subscription")).json().checkoutUrl);
    const form = `token=${encodeURIComponent(checkout.searchParams.get("token")!)}&action=subscribe`;
    const done = await t.app.inject({ method: "POST", url: "/api/subscription/test-checkout", payload: form, headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:5000" } });
    expect(done.statusCode).toBe(303);
    const before = await householdIdOf(paid.user.id);
    const refused = await paid.client.post("/api/household/join", { token: paidToken });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("paid subscription");
    expect(await householdIdOf(paid.user.id)).toBe(before);

    // Too many helpers together (limit 3): two there, two hers.
    const crowded = await owner();
    const crowdedHousehold = await householdIdOf(crowded.user.id);
    const helper = (householdId: number, position: number) => ({ householdId, firstName: `H${position}`, phone: "+971501234567", position });
    await t.database.db.insert(helpers).values([helper(crowdedHousehold, 0), helper(crowdedHousehold, 1)]);
    const manyFields = newOwner();
    const { token: manyToken } = await invite(crowded.client, manyFields.email);
    const many = await signedUpAgent(t.app, manyFields);
    const manyHousehold = await householdIdOf(many.user.id);
    await t.database.db.insert(helpers).values([helper(manyHousehold, 0), helper(manyHousehold, 1)]);
    const tooMany = await many.client.post("/api/household/join", { token: manyToken });
    expect(tooMany.statusCode).toBe(409);
    expect(await t.database.db.select().from(helpers).where(eq(helpers.householdId, manyHousehold))).toHaveLength(2);
    // The invitation was not spent by the refusal.
    const [invitation] = await t.database.db.select().from(householdInvitations).where(eq(householdInvitations.email, manyFields.email.toLowerCase()));
    expect(invitation!.acceptedAt).toBeNull();

    // Her household has another member: she leaves it (or hands it over) first.
    const busy = await owner();
    const partnerFields = newOwner();
    const { token: partnerToken } = await invite(busy.client, partnerFields.email);
    expect((await (await signedUpAgent(t.app, partnerFields)).client.post("/api/household/join", { token: partnerToken })).statusCode).toBe(200);
    const { token: busyToken } = await invite(inviter.client, busy.owner.email);
    const notAlone = await busy.client.post("/api/household/join", { token: busyToken });
    expect(notAlone.statusCode).toBe(409);
    expect(notAlone.json().message).toContain("Leave it first");
    expect((await householdOf(busy.client)).members).toHaveLength(2);
  });
});
