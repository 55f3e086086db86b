import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverMessages } from "../../common/messages";
import { startProviderPeer } from "../helpers/provider-peer";
import { client, password, signedUp, signedUpAdmin, type Client, type Reply } from "./support/client";
import { freshDatabaseUrl } from "./support/database";
import { startInstance, type Instance } from "./support/instance";
import { createRecipeTheQueueGaveUpOn } from "./support/recipes";

const timeoutMs = 2000;

describe("the translation provider slow or down", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let app: Instance;
  let owner: Client;
  let other: { email: string };
  let newRecipeId: number;
  let catalogueRecipeId: number;

  beforeAll(async () => {
    peer = await startProviderPeer();
    const databaseUrl = await freshDatabaseUrl();
    app = await startInstance({ databaseUrl, providerUrl: peer.base, env: { TRANSLATION_TIMEOUT_MS: String(timeoutMs) } });
    const admin = (await signedUpAdmin(app)).browser;
    // A new recipe the background queue could not translate: none of its lines is in the translation
    // memory, so translating it needs the provider.
    newRecipeId = (await createRecipeTheQueueGaveUpOn(admin, "Provider Outage Jareesh", { peer, databaseUrl })).id;
    // A bundled recipe: its translations come from the memory, with or without a provider.
    const listed = (await client(app.baseUrl).get<{ id: number }[]>("/api/recipes")).body.map((recipe) => recipe.id);
    catalogueRecipeId = Math.min(...listed);
    owner = (await signedUp(app.baseUrl)).browser;
    other = await signedUp(app.baseUrl);
  });
  afterAll(async () => {
    await app?.stop();
    await peer?.close();
  });

  /** What owners do meanwhile: browse, log in, save a favourite, send a catalogue recipe (bundled translation). */
  const everydayUse = () =>
    Promise.all([
      client(app.baseUrl).get("/api/recipes"),
      client(app.baseUrl).get("/api/recipes/search?q=chicken"),
      client(app.baseUrl).post("/api/login", { username: other.email, password }),
      owner.post("/api/favorites", { recipeId: catalogueRecipeId }),
      owner.get("/api/favorites"),
      owner.post("/api/translate/recipe", { recipeId: catalogueRecipeId, targetLanguage: "sw" }),
    ]);
  const expectAllFine = (replies: Reply[]) => expect(replies.map((r) => r.status).filter((status) => status >= 300)).toEqual([]);

  it("gives up on a provider slower than the timeout with a clear 503, while the rest of the app answers at once", async () => {
    peer.reset();
    peer.next({ delayMs: timeoutMs + 1500 }, { delayMs: timeoutMs + 1500 });
    const started = Date.now();
    let settled = false;
    const translation = owner
      .post("/api/translate/recipe", { recipeId: newRecipeId, targetLanguage: "ta" }, { language: "ar" })
      .finally(() => (settled = true));
    while (peer.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    // While the app waits on the provider, everything else is answered (before the translation is).
    expectAllFine(await everydayUse());
    expect(settled).toBe(false);

    const answer = await translation;
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: "TRANSLATION_UNAVAILABLE", message: serverMessages.ar.translationDown });
    // Within the timeout, one retry at most, and a margin for a busy machine.
    expect(Date.now() - started).toBeLessThan(2 * timeoutMs + 1500);
  });

  it("answers a clear 503 at once when the provider is down, while the rest of the app is unaffected", async () => {
    await peer.close(); // Its port now refuses connections.
    const [answer, meanwhile] = await Promise.all([
      owner.post("/api/translate/recipe", { recipeId: newRecipeId, targetLanguage: "ne" }),
      everydayUse(),
    ]);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ code: "TRANSLATION_UNAVAILABLE", message: serverMessages.en.translationDown });
    expect(answer.ms).toBeLessThan(timeoutMs);
    expectAllFine(meanwhile);
  });
});
