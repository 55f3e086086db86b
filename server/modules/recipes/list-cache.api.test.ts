import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecipeCard } from "../../../common/recipe";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

const adminEmail = "list-cache-admin@example.com";

describe("the recipe lists, served from the catalogue cache", () => {
  let t: TestApp;
  let guest: Agent;
  let admin: Agent;
  let owner: Agent;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    guest = agent(t.app);
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    owner = (await signedUpAgent(t.app)).client;
  });
  afterAll(() => t.close());

  it("answers 304 Not Modified when the browser already has the list", async () => {
    const first = await guest.get("/api/recipes");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("no-cache");
    const again = await guest.get("/api/recipes", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("sends brotli or gzip as the browser accepts, the same JSON every way", async () => {
    const plain = await guest.get("/api/recipes/quick");
    const br = await guest.get("/api/recipes/quick", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await guest.get("/api/recipes/quick", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain("accept-encoding");
  });

  it("shows an admin's edit in the very next list, with a new ETag", async () => {
    const before = await guest.get("/api/recipes");
    const [card] = before.json() as RecipeCard[];
    const edited = await admin.patch(`/api/admin/recipes/${card!.id}`, { title: "Freshly Renamed Machboos" });
    expect(edited.statusCode).toBe(200);
    const after = await guest.get("/api/recipes", { "if-none-match": before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect((after.json() as RecipeCard[]).find((r) => r.id === card!.id)!.title).toBe("Freshly Renamed Machboos");
  });

  it("moves a clicked recipe into Popular at once", async () => {
    const popular = (await guest.get("/api/recipes/popular")).json() as RecipeCard[];
    // Popular holds 8; with one featured recipe fewer, the most clicked one takes the last place.
    expect((await admin.patch(`/api/admin/recipes/${popular[0]!.id}`, { featured: false })).statusCode).toBe(200);
    const all = (await guest.get("/api/recipes")).json() as RecipeCard[];
    // The oldest plain recipe: without clicks it would rank last among the plain ones.
    const plain = all.findLast((r) => !r.featured && r.id !== popular[0]!.id)!;
    const beforeClicks = (await guest.get("/api/recipes/popular")).json() as RecipeCard[];
    expect(beforeClicks.at(-1)!.id).not.toBe(plain.id);
    for (let i = 0; i < 3; i++) expect((await owner.post("/api/analytics/recipe-click", { recipeId: plain.id })).statusCode).toBe(204);
    const now = (await guest.get("/api/recipes/popular")).json() as RecipeCard[];
    expect(now.at(-1)!.id).toBe(plain.id);
  });

  it("keeps one entry per list and known language, whatever lang a request names", async () => {
    const english = await guest.get("/api/recipes/quick");
    const unknown = await guest.get("/api/recipes/quick?lang=xx");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.headers.etag).toBe(english.headers.etag);
    const arabic = (await guest.get("/api/recipes/quick?lang=ar")).json() as RecipeCard[];
    expect(arabic[0]!.title).toMatch(/[\u0600-\u06FF]/);
  });
});
