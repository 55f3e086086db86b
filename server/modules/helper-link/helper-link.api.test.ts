import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { recipes, shares } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { readFileSync } from "node:fs";
import { helperText } from "../helper-page/helper-texts";
import { setSubscription } from "../../../test/helpers/households";

const urdu = JSON.parse(readFileSync("catalog/translations/ur.json", "utf8")) as Record<string, { title: string }>;

/** Decision 0050: the page the helper opens from her link. */
describe("the helper's page", () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let recipeId: number;

  const send = async (body: Record<string, unknown> = {}) => {
    const response = await owner.post("/api/shares", { recipeId, ...body });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { id: number; url: string };
    return { id: created.id, path: new URL(created.url).pathname };
  };
  const open = (path: string, remoteAddress = "198.51.100.7") => t.app.inject({ method: "GET", url: path, remoteAddress });

  beforeAll(async () => {
    t = await buildTestApp({
      config: {
        rateLimits: { ...testConfig().rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 }, helperPagePerIp: { max: 5, windowMs: 60_000 } },
      },
    });
    const signed = await signedUpAgent(t.app, { firstName: "Fatima", lastName: "Al Hashimi" });
    owner = signed.client;
    ownerId = signed.user.id;
    await owner.post("/api/account/update-phone", { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" });
    [{ id: recipeId }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
  });
  afterAll(() => t.close());

  it("serves her page in Urdu, right to left, with the owner's first name and nothing else of the owner, never indexed", async () => {
    const { path } = await send({ servings: 12, quickNotes: ["less-salt"] });
    const page = await open(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toContain("noindex");
    expect(page.body).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"/);
    expect(page.body).toContain('<meta name="robots" content="noindex');
    expect(page.body).toContain(urdu["chicken-machboos"]!.title);
    expect(page.body).toContain(helperText("ur", "from", { name: "Fatima" }));
    expect(page.body).toContain('property="og:title"');
    for (const secret of ["Al Hashimi", "@example.com", "971501234567", path.split("/h/")[1]!]) {
      expect(page.body.replace(/https?:\/\/[^"]+\/h\/[\w-]+/g, ""), secret).not.toContain(secret);
    }
  });

  it("says in her language that a revoked link is no longer shared, and an expired or no longer paid-for one has expired (410)", async () => {
    const [expiredText, stoppedText] = [helperText("ur", "expiredTitle"), helperText("ur", "stoppedTitle")];
    const revoked = await send();
    await owner.delete(`/api/shares/${revoked.id}`);
    const stopped = await open(revoked.path, "198.51.100.8");
    expect(stopped.statusCode).toBe(410);
    expect(stopped.body).toContain(stoppedText);
    expect(stopped.body).toContain(helperText("ur", "stoppedBody"));
    expect(stopped.body).not.toContain(expiredText);

    const old = await send();
    await t.database.db.update(shares).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shares.id, old.id));
    const expired = await open(old.path, "198.51.100.8");
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(expiredText);
    expect(expired.body).not.toContain(stoppedText);

    const lapsed = await send();
    await setSubscription(t.database.db, ownerId, { subscriptionStatus: "canceled" });
    const gone = await open(lapsed.path, "198.51.100.9");
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatch(/dir="rtl"/);
    expect(gone.body).toContain(expiredText);
    await setSubscription(t.database.db, ownerId, { subscriptionStatus: "trial" });
    expect((await open(lapsed.path, "198.51.100.9")).statusCode).toBe(200);
  });

  it("says in her language that the link of an owner who deleted her account is no longer shared (410), never who sent it", async () => {
    const leaving = await signedUpAgent(t.app, { firstName: "Hessa", lastName: "Al Falasi" });
    await leaving.client.post("/api/account/update-phone", { helperFirstName: "Rani", domesticWorkerPhone: "+971501234568", preferredLanguage: "ta" });
    const sent = await leaving.client.post("/api/shares", { recipeId, note: "Use the small pot", noteAsWritten: true });
    const path = new URL((sent.json() as { url: string }).url).pathname;
    expect((await open(path, "198.51.100.30")).statusCode).toBe(200);

    expect((await leaving.client.post("/api/account/delete", { password: leaving.owner.password })).statusCode).toBe(204);
    const gone = await open(path, "198.51.100.30");
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toMatch(/<html[^>]*lang="ta"/);
    expect(gone.body).toContain(helperText("ta", "stoppedTitle"));
    for (const hers of ["Hessa", "Al Falasi", "Use the small pot", "Rani"]) expect(gone.body).not.toContain(hers);
    // Another token of the same shape is still unknown, not gone.
    expect((await open(`/h/${"B".repeat(22)}`, "198.51.100.30")).statusCode).toBe(404);
  });

  it("answers a plain 404 for an unknown or malformed token, and limits how often one address asks", async () => {
    expect((await open("/h/AAAAAAAAAAAAAAAAAAAAAA", "198.51.100.20")).statusCode).toBe(404);
    expect((await open("/h/short", "198.51.100.20")).statusCode).toBe(404);
    for (let i = 0; i < 3; i++) await open("/h/AAAAAAAAAAAAAAAAAAAAAA", "198.51.100.20");
    const limited = await open("/h/AAAAAAAAAAAAAAAAAAAAAA", "198.51.100.20");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("serves the offline service worker for the /h/ scope", async () => {
    const worker = await agent(t.app).get("/h/sw.js");
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toContain("javascript");
    expect(worker.headers["cache-control"]).toBe("no-cache");
  });
});
