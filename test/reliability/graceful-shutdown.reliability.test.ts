import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeTranslation, startProviderPeer } from "../helpers/provider-peer";
import { signedUp, signedUpAdmin, type Client } from "./support/client";
import { freshDatabaseUrl, query } from "./support/database";
import { startInstance, type Instance } from "./support/instance";
import { createRecipe } from "./support/recipes";

const languages = ["ml", "am", "hi", "ms", "si", "ne", "id", "bn", "ta", "ur", "sw", "fr"] as const;
const providerDelayMs = 1500;

/** Resolves with the error code of a new TCP connection to the port ("connected" if one was accepted). */
const tryConnect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve("connected")));
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe("SIGTERM during load", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  let databaseUrl: string;
  let app: Instance;
  let owners: Client[];
  let recipe: { id: number; title: string };

  beforeAll(async () => {
    peer = await startProviderPeer();
    databaseUrl = await freshDatabaseUrl();
    // Slow but within the timeout: each translation waits on the provider for a while.
    app = await startInstance({ databaseUrl, providerUrl: peer.base, env: { TRANSLATION_TIMEOUT_MS: "10000" } });
    recipe = await createRecipe((await signedUpAdmin(app)).browser, "Shutdown Thareed");
    owners = await Promise.all(languages.map(async () => (await signedUp(app.baseUrl)).browser));
  });
  afterAll(async () => {
    await app?.stop();
    await peer?.close();
  });

  it("finishes every request in flight with its normal answer, refuses new connections, then exits with 0", async () => {
    peer.reset();
    peer.next(...languages.map(() => ({ delayMs: providerDelayMs })));
    const translations = owners.map((owner, i) =>
      owner.post<{ translatedRecipe: { title: string } }>("/api/translate/recipe", { recipeId: recipe.id, targetLanguage: languages[i] }),
    );
    // Every one of them is inside the app, waiting on the provider.
    while (peer.seen.length < languages.length) await new Promise((resolve) => setTimeout(resolve, 20));

    app.signal("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.running()).toBe(true);
    expect(await tryConnect(app.port)).toBe("ECONNREFUSED");

    const answers = await Promise.all(translations);
    expect(answers.map((answer) => answer.status)).toEqual(languages.map(() => 200));
    expect(answers.map((answer) => answer.body.translatedRecipe.title)).toEqual(languages.map((lang) => fakeTranslation(recipe.title, lang)));
    expect(await app.exited).toBe(0);

    // Their writes too were done before the database was closed: each send is counted.
    const [shares] = await query<{ count: string }>(databaseUrl, "select count(*) from events where type = 'translation_share' and recipe_id = $1", [recipe.id]);
    expect(Number(shares!.count)).toBe(languages.length);
  });
});
