import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startProviderPeer } from "../../../../test/helpers/provider-peer";
import { azureProvider } from "./azure";
import { googleProvider } from "./google";
import { libreTranslateProvider } from "./libretranslate";
import { openAiProvider } from "./openai";
import { ProviderError } from "./provider";

type Peer = Awaited<ReturnType<typeof startProviderPeer>>;
const signal = () => AbortSignal.timeout(5000);
const segments = ["Chicken Machboos", "Add 2 cups of rice."];

describe("translation provider adapters", () => {
  let peer: Peer;
  beforeAll(async () => {
    peer = await startProviderPeer();
  });
  beforeEach(() => peer.reset());
  afterAll(() => peer.close());

  it("Google: sends every segment in one request, the key in the query, Filipino as tl", async () => {
    const google = googleProvider({ apiKey: "g-key", url: `${peer.base}/language/translate/v2` });
    expect(await google.translate(segments, { source: "en", target: "fil" }, signal())).toEqual(["[tl] Chicken Machboos", "[tl] Add 2 cups of rice."]);
    expect(peer.seen).toHaveLength(1);
    expect(peer.seen[0]!.url).toBe("/language/translate/v2?key=g-key");
    expect(peer.seen[0]!.body).toEqual({ q: segments, source: "en", target: "tl", format: "text" });
  });

  it("Azure: one element per segment, key and region in headers, Luganda as lug", async () => {
    const azure = azureProvider({ key: "a-key", region: "uaenorth", url: peer.base });
    expect(await azure.translate(segments, { source: "en", target: "lg" }, signal())).toEqual(["[lug] Chicken Machboos", "[lug] Add 2 cups of rice."]);
    const [request] = peer.seen;
    expect(request!.url).toBe("/translate?api-version=3.0&from=en&to=lug&textType=plain");
    expect(request!.headers["ocp-apim-subscription-key"]).toBe("a-key");
    expect(request!.headers["ocp-apim-subscription-region"]).toBe("uaenorth");
    expect(request!.body).toEqual(segments.map((Text) => ({ Text })));
  });

  it("LibreTranslate: q as an array, the API key in the body when there is one", async () => {
    const libre = libreTranslateProvider({ url: peer.base, apiKey: "l-key" });
    expect(await libre.translate(segments, { source: "en", target: "am" }, signal())).toEqual(["[am] Chicken Machboos", "[am] Add 2 cups of rice."]);
    expect(peer.seen[0]!.body).toEqual({ q: segments, source: "en", target: "am", format: "text", api_key: "l-key" });
  });

  it("OpenAI-compatible: a JSON array in, {translations} out, bearer key, the language by name", async () => {
    const openai = openAiProvider({ baseUrl: `${peer.base}/v1`, apiKey: "o-key", model: "llama3" });
    expect(await openai.translate(segments, { source: "en", target: "hi" }, signal())).toEqual(["[Hindi] Chicken Machboos", "[Hindi] Add 2 cups of rice."]);
    const [request] = peer.seen;
    expect(request!.url).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe("Bearer o-key");
    expect(request!.body).toMatchObject({ model: "llama3", temperature: 0 });
  });

  it("names the source language when a household recipe is written in Arabic, each provider in its own way", async () => {
    const arabic = ["مكبوس دجاج"];
    await googleProvider({ apiKey: "k", url: `${peer.base}/language/translate/v2` }).translate(arabic, { source: "ar", target: "fil" }, signal());
    expect(peer.seen[0]!.body).toMatchObject({ source: "ar", target: "tl" });
    await azureProvider({ key: "k", region: "r", url: peer.base }).translate(arabic, { source: "ar", target: "hi" }, signal());
    expect(peer.seen[1]!.url).toContain("from=ar&to=hi");
    await libreTranslateProvider({ url: peer.base }).translate(arabic, { source: "ar", target: "ur" }, signal());
    expect(peer.seen[2]!.body).toMatchObject({ source: "ar", target: "ur" });
    await openAiProvider({ baseUrl: `${peer.base}/v1`, apiKey: "k", model: "m" }).translate(arabic, { source: "ar", target: "am" }, signal());
    expect(JSON.stringify(peer.seen[3]!.body)).toContain("from Arabic into Amharic");
  });

  it("reports the provider's status, so 429 and 5xx can be retried", async () => {
    peer.next({ status: 429 });
    const google = googleProvider({ apiKey: "k", url: `${peer.base}/language/translate/v2` });
    const error = await google.translate(segments, { source: "en", target: "fr" }, signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).retryable).toBe(true);
    peer.next({ status: 403 });
    expect(((await google.translate(segments, { source: "en", target: "fr" }, signal()).catch((e: unknown) => e)) as ProviderError).retryable).toBe(false);
  });
});
