import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeTranslation, startProviderPeer } from "../helpers/provider-peer";
import { client, signedUp, signedUpAdmin, type Client } from "./support/client";
import { freshDatabaseUrl } from "./support/database";
import { startInstance, type Instance } from "./support/instance";
import { createRecipe, createRecipeTheQueueGaveUpOn, samplePhoto, type RecipeDetail } from "./support/recipes";

/** docs/design.md §10: the app server keeps no state of its own, so any instance answers for what another did. */
describe("two instances on one PostgreSQL", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let a: Instance;
  let b: Instance;
  let admin: Client;
  let databaseUrl: string;

  beforeAll(async () => {
    peer = await startProviderPeer();
    databaseUrl = await freshDatabaseUrl();
    // The first one migrates and seeds the empty database; the second finds it ready.
    a = await startInstance({ databaseUrl, providerUrl: peer.base });
    b = await startInstance({ databaseUrl, providerUrl: peer.base });
    admin = (await signedUpAdmin(a)).browser;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await peer?.close();
  });

  it("accepts a session started on one instance on the other, and ends it everywhere on logout", async () => {
    const { browser, email } = await signedUp(a.baseUrl);
    const onB = browser.on(b.baseUrl);
    const account = await onB.get<{ email: string }>("/api/account");
    expect(account.status).toBe(200);
    expect(account.body.email).toBe(email);

    expect((await onB.post("/api/logout")).status).toBe(204);
    // The cookie the browser had is now dead on A too (no copy of the session lived in A).
    const stale = client(a.baseUrl, new Map(browser.jar));
    expect(browser.jar.size).toBe(0);
    expect((await stale.get("/api/account")).status).toBe(401);
  });

  it("lists on one instance a favourite saved through the other, and forgets it when removed there", async () => {
    const { browser } = await signedUp(a.baseUrl);
    const onB = browser.on(b.baseUrl);
    const [first, second] = (await onB.get<{ id: number }[]>("/api/recipes")).body;
    expect((await browser.post("/api/favorites", { recipeId: first!.id })).status).toBe(201);
    expect((await browser.post("/api/favorites", { recipeId: second!.id })).status).toBe(201);
    expect((await onB.get("/api/favorites")).body).toEqual({ [first!.id]: true, [second!.id]: true });

    expect((await onB.delete(`/api/favorites/${first!.id}`)).status).toBe(204);
    expect((await browser.get("/api/favorites")).body).toEqual({ [second!.id]: true });
  });

  it("answers a translation made through one instance from the shared memory on the other, with no provider call", async () => {
    const recipe = await createRecipeTheQueueGaveUpOn(admin, "Shared Memory Machboos", { peer, databaseUrl });
    const { browser } = await signedUp(a.baseUrl);
    const throughA = await browser.post<{ translatedRecipe: { title: string } }>("/api/translate/recipe", { recipeId: recipe.id, targetLanguage: "sw" });
    expect(throughA.status).toBe(200);
    expect(throughA.body.translatedRecipe.title).toBe(fakeTranslation("Shared Memory Machboos", "sw"));
    expect(peer.seen).toHaveLength(1);

    const throughB = await browser.on(b.baseUrl).post("/api/translate/recipe", { recipeId: recipe.id, targetLanguage: "sw" });
    expect(throughB.status).toBe(200);
    expect(throughB.body).toEqual(throughA.body);
    expect(peer.seen).toHaveLength(1);
  });

  it("serves an image uploaded through one instance from the other, byte for byte", async () => {
    const recipe = await createRecipe(admin, "Shared Image Harees", await samplePhoto());
    expect(recipe.imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

    const fromA = await client(a.baseUrl).get<Buffer>(`${recipe.imageUrl}?w=640`);
    const fromB = await client(b.baseUrl).get<Buffer>(`${recipe.imageUrl}?w=640`);
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    expect(fromB.body.subarray(8, 12).toString()).toBe("WEBP");
    expect(fromB.body.equals(fromA.body)).toBe(true);
    // And the recipe itself is in the other instance's catalogue.
    const onB = await admin.on(b.baseUrl).get<RecipeDetail[]>("/api/admin/recipes");
    expect(onB.body.find((row) => row.id === recipe.id)?.imageUrl).toBe(recipe.imageUrl);
  });
});
