import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo, LookupFunction } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";

const fixtures = path.join(import.meta.dirname, "drafts", "fixtures");
const pageFixture = (name: string) => readFileSync(path.join(fixtures, "pages", name), "utf8");

/** A local web server; `hits` records every path asked, so a test can prove a refused address was never reached. */
async function startSite(handler: (url: string, respond: (status: number, headers: Record<string, string>, body?: string | Buffer) => void) => void) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url ?? "/");
    handler(request.url ?? "/", (status, headers, body) => response.writeHead(status, headers).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { port, base: `http://127.0.0.1:${port}`, hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A hostile DNS: names in `answers` resolve to the address given, every other name does not exist. */
function dnsAnswering(answers: Record<string, string>): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const address = answers[hostname];
    if (!address) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));
    const family = address.includes(":") ? 6 : 4;
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

describe("reading a recipe from pasted text", () => {
  let t: TestApp;
  let owner: Agent;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await signedUpAgent(t.app)).client;
  });
  afterAll(() => t.close());

  const inputs = readdirSync(path.join(fixtures, "text")).filter((name) => name.endsWith(".txt"));
  it("has ten realistic inputs, English and Arabic", () => {
    expect(inputs).toHaveLength(10);
    expect(inputs.filter((name) => name.endsWith("-ar.txt")).length).toBeGreaterThanOrEqual(4);
  });

  for (const name of inputs) {
    it(`splits ${name} into title, ingredients and steps, and saves nothing`, async () => {
      const text = readFileSync(path.join(fixtures, "text", name), "utf8");
      const { imageUrl: _none, ...expected } = JSON.parse(readFileSync(path.join(fixtures, "text", name.replace(/\.txt$/, ".json")), "utf8")) as Record<string, unknown>;
      const response = await owner.post("/api/my-recipes/parse", { text });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...expected, servingsText: null, readFrom: "pasted-text", photoId: null });
      expect((await owner.get("/api/my-recipes")).json()).toEqual([]);
    });
  }

  it("tells a pasted recipe's language from its words: German is German, not English", async () => {
    const text = "Kartoffelsalat\n\nZutaten\n1 kg festkochende Kartoffeln\n1 Zwiebel, fein gewürfelt\n250 ml Gemüsebrühe\n\nZubereitung\n1. Die Kartoffeln kochen, pellen und in Scheiben schneiden.\n2. Die Brühe mit der Zwiebel aufkochen und darübergießen.";
    const response = await owner.post("/api/my-recipes/parse", { text });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "Kartoffelsalat", sourceLanguage: "de", readFrom: "pasted-text", ingredients: ["1 kg festkochende Kartoffeln", "1 Zwiebel, fein gewürfelt", "250 ml Gemüsebrühe"] });
  });

  it("refuses empty, oversized and recipe-less text with a clear message", async () => {
    const empty = await owner.post("/api/my-recipes/parse", { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.text).toEqual(["Please paste a recipe first."]);
    const long = await owner.post("/api/my-recipes/parse", { text: "a".repeat(20_001) });
    expect(long.json().fieldErrors.text).toEqual(["Please paste at most 20,000 characters."]);
    // Lines are capped too (decision 0061): 1,000 of them, however they end.
    for (const newline of ["\n", "\r\n", "\r"]) {
      const lines = await owner.post("/api/my-recipes/parse", { text: Array(1001).fill("1 cup rice").join(newline) });
      expect(lines.statusCode).toBe(400);
      expect(lines.json().fieldErrors.text).toEqual(["Please paste at most 1,000 lines."]);
    }
    const arabicLines = await owner.post("/api/my-recipes/parse", { text: Array(1001).fill("a").join("\n") }, { "accept-language": "ar" });
    expect(arabicLines.json().fieldErrors.text).toEqual(["يُرجى لصق ما لا يزيد على 1,000 سطر."]);
    expect((await owner.post("/api/my-recipes/parse", { text: "Rice\n" + Array(999).fill("1 cup rice").join("\n") })).statusCode).toBe(200);
    const nothing = await owner.post("/api/my-recipes/parse", { text: "Machboos" }, { "accept-language": "ar" });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("لم نجد مكونات أو خطوات في هذا النص. يُرجى مراجعته، أو ملء النموذج بنفسك.");
  });
});

describe("importing a recipe from a link", () => {
  let t: TestApp;
  let owner: Agent;
  let site: Awaited<ReturnType<typeof startSite>>;
  /** Another local server, not in the allow-list: nothing may ever reach it. */
  let forbidden: Awaited<ReturnType<typeof startSite>>;
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#92400e" } }).jpeg().toBuffer();
    forbidden = await startSite((_url, respond) => respond(200, { "content-type": "text/html" }, pageFixture("wordpress-graph.html")));
    site = await startSite((url, respond) => {
      const html = { "content-type": "text/html; charset=utf-8" };
      if (url === "/shawarma") return respond(200, html, pageFixture("wordpress-graph.html"));
      if (url === "/recipes/thareed") return respond(200, html, pageFixture("microdata-ar.html"));
      if (url === "/images/thareed.jpg") return respond(200, { "content-type": "image/jpeg" }, jpeg);
      if (url === "/about") return respond(200, html, pageFixture("no-recipe.html"));
      if (url === "/huge") return respond(200, html, `<html><body>${"x".repeat(5 * 1024 * 1024 + 10)}</body></html>`);
      // A real page of 2.3 MB (scripts, inline pictures) whose recipe is whole.
      if (url === "/big") return respond(200, html, pageFixture("wordpress-graph.html").replace("<body", `<body data-x="${"x".repeat(2.3 * 1024 * 1024)}"`));
      if (url === "/blog") return respond(200, html, pageFixture("blog-apfelkuchen-de.html"));
      if (url === "/to-loopback") return respond(302, { location: `http://127.0.0.1:${forbidden.port}/` });
      if (url === "/to-metadata") return respond(302, { location: "http://169.254.169.254/latest/meta-data/" });
      if (url === "/to-private-name") return respond(302, { location: "http://intranet.example.test/" });
      if (url === "/pdf") return respond(200, { "content-type": "application/pdf" }, "%PDF-1.7");
      respond(404, html, "<h1>Not found</h1>");
    });
    const base = testConfig();
    t = await buildTestApp({
      config: {
        myRecipes: { ...base.myRecipes, importAllowedHosts: [`127.0.0.1:${site.port}`] },
        rateLimits: { ...base.rateLimits, importPerUser: { max: 1000, windowMs: 60_000 } },
      },
      importLookup: dnsAnswering({ "intranet.example.test": "10.0.0.7", "rebound.example.test": "127.0.0.1" }),
    });
    owner = (await signedUpAgent(t.app)).client;
  });
  afterAll(async () => {
    await t.close();
    await site.close();
    await forbidden.close();
  });

  const importing = (url: string, client = owner) => client.post("/api/my-recipes/import", { url });

  it("reads a page's JSON-LD recipe: times from ISO-8601 durations, the yield, and the page's own address", async () => {
    const response = await importing(`${site.base}/shawarma`);
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl: _remote, sourceUrl: _page, ...expected } = (JSON.parse(pageFixture("wordpress-graph.json")) as { expected: Record<string, unknown> }).expected;
    // The page's picture is on a site that does not resolve here: the recipe comes without it.
    expect(response.json()).toMatchObject({ ...expected, photoId: null });
    expect((await owner.get("/api/my-recipes")).json()).toEqual([]);
  });

  it("reads an Arabic page's microdata, and fetches its picture through the same guard and the upload checks", async () => {
    const response = await importing(`${site.base}/recipes/thareed`);
    expect(response.statusCode, response.body).toBe(200);
    const draft = response.json() as { title: string; sourceLanguage: string; photoId: string | null; ingredients: string[] };
    const { imageUrl: _remote, sourceUrl: _page, ...expected } = (JSON.parse(pageFixture("microdata-ar.json")) as { expected: Record<string, unknown> }).expected;
    expect(draft).toMatchObject(expected);
    expect(draft.sourceLanguage).toBe("ar");
    expect(site.hits).toContain("/images/thareed.jpg");
    const image = await owner.get(`/api/images/${draft.photoId}?w=640`);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/webp");
    // The owner's photo now, as an upload would be (decision 0062).
    expect((await agent(t.app).get(`/api/images/${draft.photoId}?w=640`)).statusCode).toBe(404);
    // The draft saves as it came, photo and all.
    const saved = await owner.post("/api/my-recipes", { ...draft, cuisineType: "Khaleeji", prepTime: 10, cookTime: 60, servings: 4 });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ photoId: draft.photoId, sourceLanguage: "ar" });
  });

  it.each([
    ["loopback not in the allow-list", () => `http://127.0.0.1:${forbidden.port}/`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", () => "http://[::1]:8080/"],
    ["a name whose DNS answer is a 10.x address", () => "http://intranet.example.test/recipe"],
    ["a name rebound to loopback", () => `http://rebound.example.test:${forbidden.port}/`],
    ["an allowed page redirecting to loopback", () => `${site.base}/to-loopback`],
    ["an allowed page redirecting to the metadata address", () => `${site.base}/to-metadata`],
    ["an allowed page redirecting to a private name", () => `${site.base}/to-private-name`],
  ])("refuses %s, and never reaches it", async (_, address) => {
    const response = await importing(address());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "IMPORT_FAILED", message: "Wasfa cannot open that address. Please use a public recipe page." });
    expect(forbidden.hits).toEqual([]);
  });

  it.each([
    ["a file: address", "file:///etc/passwd", "Please paste the full address of a recipe page, starting with https://"],
    ["an ftp: address", "ftp://example.com/recipe", "Please paste the full address of a recipe page, starting with https://"],
    ["words, not an address", "my grandmother's harees", "Please paste the full address of a recipe page, starting with https://"],
  ])("refuses %s as no address at all", async (_, url, message) => {
    const response = await importing(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.url).toEqual([message]);
  });

  it("reads a page of 2.3 MB whose recipe is whole", async () => {
    const response = await importing(`${site.base}/big`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: "Easy Chicken Shawarma (Oven-Baked)", readFrom: "structured-data" });
  });

  it("reads a blog with no structured data from its text, marked for the owner to check", async () => {
    const response = await importing(`${site.base}/blog`);
    expect(response.statusCode, response.body).toBe(200);
    const { expected } = JSON.parse(pageFixture("blog-apfelkuchen-de.json")) as { expected: Record<string, unknown> };
    expect(response.json()).toMatchObject({ ...expected, readFrom: "page-text", sourceLanguage: "de" });
  });

  it("says why a page could not be read: no recipe, too large, missing, not a page", async () => {
    const cases: [string, string][] = [
      ["/about", "We found no recipe on that page. You can copy the recipe and paste it as text instead."],
      ["/huge", "That page is too large to read."],
      ["/missing", "The site did not give us that page. Please check the address."],
      ["/pdf", "That address is not a web page. Please use the recipe page's address."],
    ];
    for (const [page, message] of cases) {
      const response = await importing(`${site.base}${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().message, page).toBe(message);
    }
    const arabic = await owner.post("/api/my-recipes/import", { url: `${site.base}/about` }, { "accept-language": "ar" });
    expect(arabic.json().message).toBe("لم نجد وصفة في هذه الصفحة. يمكنك نسخ الوصفة ولصقها نصًا بدلًا من ذلك.");
  });
});

describe("paste limits", () => {
  it("lets an owner read a few pastes an hour, then asks them to wait; another owner's hour is their own", async () => {
    const base = testConfig();
    const t = await buildTestApp({ config: { rateLimits: { ...base.rateLimits, parsePerUser: { max: 2, windowMs: 3_600_000 } } } });
    try {
      const { client } = await signedUpAgent(t.app);
      const text = "Tea\n1 cup water\n1 tea bag\nBoil the water and add the tea bag.";
      for (let i = 0; i < 2; i++) expect((await client.post("/api/my-recipes/parse", { text })).statusCode).toBe(200);
      const third = await client.post("/api/my-recipes/parse", { text });
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      const { client: neighbour } = await signedUpAgent(t.app);
      expect((await neighbour.post("/api/my-recipes/parse", { text })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("import limits", () => {
  it("lets an owner import a few pages an hour, then asks them to wait", async () => {
    const base = testConfig();
    const t = await buildTestApp({ config: { rateLimits: { ...base.rateLimits, importPerUser: { max: 2, windowMs: 3_600_000 } } } });
    try {
      const { client } = await signedUpAgent(t.app);
      for (let i = 0; i < 2; i++) expect((await client.post("/api/my-recipes/import", { url: "http://169.254.169.254/" })).statusCode).toBe(400);
      const third = await client.post("/api/my-recipes/import", { url: "http://169.254.169.254/" });
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      // Another owner's hour is their own.
      const { client: neighbour } = await signedUpAgent(t.app);
      expect((await neighbour.post("/api/my-recipes/import", { url: "http://169.254.169.254/" })).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
