import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedLanguageCodes } from "../../../common/languages";
import type { RecipeCard } from "../../../common/recipe";
import { signedUpAgent, agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { scriptShare } from "../../../catalog/translation-checks";
import { loadBundledTranslations } from "./bundled";

type Peer = Awaited<ReturnType<typeof startProviderPeer>>;

describe("the bundled catalogue translations", () => {
  let peer: Peer;
  let t: TestApp;
  beforeAll(async () => {
    peer = await startProviderPeer();
    const base = testConfig();
    // A provider is configured, so any line the memory lacked would show up as a call to it.
    t = await buildTestApp({
      config: {
        translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base } },
        rateLimits: { ...base.rateLimits, translatePerUser: { max: 100_000, windowMs: 60_000 } },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await peer.close();
  });

  it("answer every bundled recipe in every language from the memory, with no provider call", async () => {
    const { client } = await signedUpAgent(t.app);
    const recipes: RecipeCard[] = (await agent(t.app).get("/api/recipes")).json();
    expect(recipes).toHaveLength(44);
    for (const language of translatedLanguageCodes) {
      for (const recipe of recipes) {
        const response = await client.post("/api/translate/recipe", { recipeId: recipe.id, targetLanguage: language });
        expect(response.statusCode, `${recipe.title} in ${language}`).toBe(200);
        expect(response.json().translatedRecipe.title).not.toBe("");
      }
    }
    expect(peer.seen).toHaveLength(0);
  });

  it("show every bundled title and description in Arabic in the Arabic interface", async () => {
    const recipes: RecipeCard[] = (await agent(t.app).get("/api/recipes?lang=ar")).json();
    for (const recipe of recipes) {
      expect(scriptShare(recipe.title, "Arabic"), recipe.title).toBeGreaterThan(0.6);
      expect(scriptShare(recipe.description, "Arabic"), recipe.description).toBeGreaterThan(0.6);
    }
  });

  it("are loaded again without writing anything", async () => {
    expect(await loadBundledTranslations(t.database.db)).toBe(0);
  });
});
