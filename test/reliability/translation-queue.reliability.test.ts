import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedLanguageCodes } from "../../common/languages";
import { startProviderPeer } from "../helpers/provider-peer";
import { signedUp, signedUpAdmin, type Client } from "./support/client";
import { freshDatabaseUrl, query } from "./support/database";
import { startInstance, type Instance } from "./support/instance";
import { createRecipe } from "./support/recipes";

/**
 * Decision 0046 on two instances: a recipe saved through one is translated in the background by the two
 * workers together, each job once (FOR UPDATE SKIP LOCKED), before any owner sends it.
 */
describe("the translation queue on two instances", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let a: Instance;
  let b: Instance;
  let admin: Client;
  let databaseUrl: string;

  beforeAll(async () => {
    peer = await startProviderPeer();
    databaseUrl = await freshDatabaseUrl();
    a = await startInstance({ databaseUrl, providerUrl: peer.base, env: { TRANSLATION_TIMEOUT_MS: "5000" } });
    b = await startInstance({ databaseUrl, providerUrl: peer.base, env: { TRANSLATION_TIMEOUT_MS: "5000" } });
    admin = (await signedUpAdmin(a)).browser;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await peer?.close();
  });

  it("translates an admin's new recipes into every language, each language once across both instances, before anyone sends them", async () => {
    peer.reset();
    // Slow answers, so both workers are busy at once.
    peer.next(...Array.from({ length: 40 }, () => ({ delayMs: 150 })));
    const recipes = [await createRecipe(admin, "Queue Harees Alpha"), await createRecipe(admin.on(b.baseUrl), "Queue Harees Beta")];
    const ids = recipes.map((recipe) => recipe.id);
    const deadline = Date.now() + 60_000;
    let open = Infinity;
    while (open > 0 && Date.now() < deadline) {
      [{ open }] = (await query<{ open: number }>(databaseUrl, "select cast(count(*) as int) as open from translation_jobs where recipe_id = any($1) and status <> 'done'", [ids])) as [{ open: number }];
      if (open > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(open).toBe(0);
    // One request per recipe and language: no job was done twice.
    expect(peer.seen).toHaveLength(ids.length * translatedLanguageCodes.length);
    const asked = peer.seen.map((request) => `${(request.body as { q: string[] }).q[0]}|${(request.body as { target: string }).target}`);
    expect(new Set(asked).size).toBe(asked.length);

    // An owner sends through either instance: the memory answers, the provider is not asked.
    peer.reset();
    const { browser } = await signedUp(b.baseUrl);
    await browser.post("/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "sw" });
    const sent = await browser.post<{ message: string }>("/api/shares", { recipeId: ids[0] });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toContain("[sw] Queue Harees Alpha");
    expect(peer.seen).toHaveLength(0);
  });
});
