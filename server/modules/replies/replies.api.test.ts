import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { recipes, shares } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { helperText } from "../helper-page/helper-texts";
import { replySentence } from "./phrasebook";
import { signReplyReference } from "./reply-reference";

const arabicTitles = JSON.parse(readFileSync("catalog/translations/ar.json", "utf8")) as Record<string, { title: string; ingredients: string[] }>;
const form = { "content-type": "application/x-www-form-urlencoded" };
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** What the WhatsApp link of a 303 says: the number's digits and the message. */
const whatsapp = (location: string | undefined) => {
  const url = new URL(location ?? "");
  return { host: url.host, digits: url.pathname.slice(1), text: url.searchParams.get("text") ?? "" };
};

/** Decision 0084: the helper answers from her page, in her language, to the owner's WhatsApp. */
describe("the helper's replies", () => {
  let t: TestApp;
  let owner: Agent;
  let machboos: number;
  const limit = (max: number) => ({ max, windowMs: 3600_000 });

  /** A recipe link sent by `client` (in Arabic unless said), as its path /h/<token>. */
  async function send(client: Agent, body: Record<string, unknown> = {}, language = "ar") {
    const response = await client.post("/api/shares", { recipeId: machboos, ...body }, { "accept-language": language });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { id: number; url: string };
    return { id: created.id, path: new URL(created.url).pathname, token: new URL(created.url).pathname.split("/h/")[1]! };
  }
  const reply = (path: string, fields: Record<string, string>, remoteAddress = "198.51.100.40", headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `${path}/reply`, payload: encode(fields), headers: { ...form, ...headers }, remoteAddress });
  const countOf = async (id: number) => (await t.database.db.select({ n: shares.replyCount }).from(shares).where(eq(shares.id, id)))[0]!.n;

  beforeAll(async () => {
    const base = testConfig().rateLimits;
    t = await buildTestApp({ config: { rateLimits: { ...base, translatePerUser: limit(1000), helperPagePerIp: limit(1000), replyPerLink: limit(4) } } });
    const signed = await signedUpAgent(t.app, { firstName: "Fatima", country: "AE" });
    owner = signed.client;
    await owner.post("/api/account/update-phone", { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" });
    [{ id: machboos }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
  });
  afterAll(() => t.close());

  describe("the owner's own number", () => {
    const details = { firstName: "Fatima", lastName: "Al Hashimi" };

    it("is refused as a national number with no country to read it in, rather than guessed as a UAE number, and nothing is saved", async () => {
      const { client } = await signedUpAgent(t.app, { country: "AE" });
      const refused = await client.post("/api/account/update-details", { ...details, ownerPhone: "050 123 4567" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fieldErrors).toEqual({ ownerPhone: ["Choose the country of this number, or write it with its country code (like +63 917 123 4567)."] });
      const arabic = await client.post("/api/account/update-details", { ...details, ownerPhone: "050 123 4567" }, { "accept-language": "ar" });
      expect(arabic.json().fieldErrors.ownerPhone[0]).toContain("اختر بلد هذا الرقم");
      expect((await client.get("/api/account")).json()).toMatchObject({ ownerPhone: null, lastName: "Al Mansoori" });
    });

    it("is stored in E.164: read in the country sent with it, or by its own country code, and removed when emptied", async () => {
      const { client } = await signedUpAgent(t.app);
      const saudi = await client.post("/api/account/update-details", { ...details, ownerPhone: "055 123 4567", ownerPhoneCountry: "sa" });
      expect(saudi.statusCode, saudi.body).toBe(200);
      expect(saudi.json()).toMatchObject({ ownerPhone: "+966551234567" });
      const international = await client.post("/api/account/update-details", { ...details, ownerPhone: "00971 50 765 4321", ownerPhoneCountry: "SA" });
      expect(international.json()).toMatchObject({ ownerPhone: "+971507654321" });
      // Saving the names alone leaves the number as it is.
      expect((await client.post("/api/account/update-details", details)).json()).toMatchObject({ ownerPhone: "+971507654321" });
      expect((await client.post("/api/account/update-details", { ...details, ownerPhone: "" })).json()).toMatchObject({ ownerPhone: null });
    });

    it.each([
      [{ ownerPhone: "050 123", ownerPhoneCountry: "AE" }, "ownerPhone", "Please enter a valid phone number"],
      [{ ownerPhone: "050 123 4567", ownerPhoneCountry: "XX" }, "ownerPhoneCountry", "Please choose a country from the list"],
      [{ ownerPhone: "050 123 4567", ownerPhoneCountry: "United Arab Emirates" }, "ownerPhoneCountry", "Please choose a country from the list"],
    ])("refuses %j on %s", async (body, field, message) => {
      const response = await owner.post("/api/account/update-details", { ...details, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    });
  });

  describe("her page", () => {
    it("offers no Reply while the owner has no WhatsApp number of her own", async () => {
      const { path } = await send(owner);
      const page = await t.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.41" });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('id="reply"');
      expect((await reply(path, { phrase: "done" })).statusCode).toBe(403);
    });

    it("offers Reply in Urdu once the owner has one, and never writes the number into the page", async () => {
      expect((await owner.post("/api/account/update-details", { firstName: "Fatima", lastName: "Al Hashimi", ownerPhone: "+971 55 987 6543" })).statusCode).toBe(200);
      const { path } = await send(owner);
      const page = await t.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.41" });
      expect(page.body).toContain('<section class="reply card" id="reply"');
      expect(page.body).toContain(`action="${path}/reply"`);
      expect(page.body).toContain(helperText("ur", "replyTitle", { name: "Fatima" }));
      expect(page.body).toContain(replySentence("ur", "out-of", { item: "…" }));
      expect(page.body).toContain(">پیاز<");
      for (const number of ["971559876543", "55 987 6543", "559876543", "987 6543"]) expect(page.body, number).not.toContain(number);
      // WhatsApp is the one place her form's answer may lead.
      expect(page.headers["content-security-policy"]).toContain("form-action 'self' https://wa.me https://api.whatsapp.com");
    });
  });

  describe("a reply from her page", () => {
    let link: Awaited<ReturnType<typeof send>>;
    beforeAll(async () => {
      await owner.post("/api/account/update-details", { firstName: "Fatima", lastName: "Al Hashimi", ownerPhone: "+971559876543" });
      link = await send(owner);
    });

    it("opens WhatsApp to the owner's number: the recipe and helper named, Arabic for an Arabic owner, her Urdu below", async () => {
      const sent = await reply(link.path, { phrase: "out-of", item: "onion", time: "", text: "" });
      expect(sent.statusCode, sent.body).toBe(303);
      expect(sent.headers["cache-control"]).toBe("no-store");
      const { host, digits, text } = whatsapp(sent.headers.location);
      expect(host).toBe("wa.me");
      expect(digits).toBe("971559876543");
      expect(text.split("\n")).toEqual([`*${arabicTitles["chicken-machboos"]!.title}* · Nasreen`, "لم يبقَ عندنا بصل.", "گھر میں پیاز ختم ہے۔"]);
      expect(await countOf(link.id)).toBe(1);
    });

    it("writes each phrase with what she picked: a time, a step, the minutes", async () => {
      const cases: [Record<string, string>, string, string][] = [
        [{ phrase: "ready-at", time: "13:30" }, "سيكون الطعام جاهزًا الساعة 13:30.", "کھانا 13:30 بجے تک تیار ہو جائے گا۔"],
        [{ phrase: "step-question", step: "r1:3" }, "عندي سؤال عن الخطوة 3.", "مجھے مرحلہ 3 کے بارے میں ایک سوال پوچھنا ہے۔"],
        [{ phrase: "more-time", minutes: "15" }, "أحتاج 15 دقيقة إضافية.", "مجھے 15 منٹ اور چاہئیں۔"],
      ];
      const other = await send(owner);
      for (const [fields, arabic, urdu] of cases) {
        const { text } = whatsapp((await reply(other.path, fields, "198.51.100.42")).headers.location);
        expect(text.split("\n").slice(1)).toEqual([arabic, urdu]);
      }
    });

    it("refuses, in her language and counting nothing, a reply with something missing or not on her link", async () => {
      const other = await send(owner);
      const incomplete: Record<string, string>[] = [
        { phrase: "out-of" },
        { phrase: "out-of", item: "saffron-from-mars" },
        { phrase: "step-question", step: "r1:99" },
        { phrase: "step-question", step: "r2:1" },
        { phrase: "more-time", minutes: "7" },
        { phrase: "ready-at", time: "25:00" },
        { phrase: "own", text: "   " },
        { phrase: "shout" },
        {},
      ];
      for (const fields of incomplete) {
        const refused = await reply(other.path, fields, "198.51.100.43");
        expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
        expect(refused.body).toContain(helperText("ur", "replyMissing"));
        expect(refused.body).toMatch(/<html[^>]*lang="ur"[^>]*dir="rtl"/);
        expect(refused.body).toContain(`href="${other.path}"`);
      }
      expect(await countOf(other.id)).toBe(0);
    });

    it("is refused (410) once the owner stops the link, and a link nobody sent is a plain 404", async () => {
      const stopped = await send(owner);
      expect((await owner.delete(`/api/shares/${stopped.id}`)).statusCode).toBe(204);
      const gone = await reply(stopped.path, { phrase: "done" });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain(helperText("ur", "stoppedTitle"));
      expect((await reply("/h/AAAAAAAAAAAAAAAAAAAAAA", { phrase: "done" })).statusCode).toBe(404);
    });

    it("is limited per link (RATE_LIMIT_REPLY_LINK), saying so in her language with when to try again", async () => {
      const busy = await send(owner);
      // A form she must complete first does not use up the link's replies.
      for (let i = 0; i < 5; i++) expect((await reply(busy.path, { phrase: "out-of" }, "198.51.100.49")).statusCode).toBe(400);
      for (let i = 0; i < 4; i++) expect((await reply(busy.path, { phrase: "started" }, `198.51.100.${50 + i}`)).statusCode).toBe(303);
      const limited = await reply(busy.path, { phrase: "done" }, "198.51.100.60");
      expect(limited.statusCode).toBe(429);
      expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
      expect(limited.body).toContain(helperText("ur", "replyTooMany"));
      expect(await countOf(busy.id)).toBe(4);
    });

    it("comes from her page even though it carries no cookie and her browser says Origin: null", async () => {
      const sent = await reply(link.path, { phrase: "done" }, "198.51.100.44", { origin: "null", "sec-fetch-site": "same-origin" });
      expect(sent.statusCode).toBe(303);
    });

    it("is counted for the owner's Sent tab; the owner can turn replies off on one link, and her page then offers none", async () => {
      const quiet = await send(owner);
      await reply(quiet.path, { phrase: "started" }, "198.51.100.45");
      await reply(quiet.path, { phrase: "done" }, "198.51.100.45");
      const listed = ((await owner.get("/api/shares")).json() as { id: number; replies: { enabled: boolean; count: number; lastAt: string | null } }[]).find((share) => share.id === quiet.id)!;
      expect(listed.replies).toMatchObject({ enabled: true, count: 2 });
      expect(Date.parse(listed.replies.lastAt!)).toBeGreaterThan(Date.now() - 60_000);

      expect((await owner.patch(`/api/shares/${quiet.id}`, { repliesEnabled: false })).statusCode).toBe(204);
      const page = await t.app.inject({ method: "GET", url: quiet.path, remoteAddress: "198.51.100.45" });
      expect(page.body).not.toContain('id="reply"');
      const off = await reply(quiet.path, { phrase: "done" }, "198.51.100.45");
      expect(off.statusCode).toBe(403);
      expect(off.body).toContain(helperText("ur", "replyOff"));
      expect(await countOf(quiet.id)).toBe(2);

      const other = (await signedUpAgent(t.app)).client;
      expect((await other.patch(`/api/shares/${quiet.id}`, { repliesEnabled: true })).statusCode).toBe(404);
      expect((await owner.patch(`/api/shares/${quiet.id}`, { repliesEnabled: "yes" })).statusCode).toBe(400);
      expect((await owner.patch(`/api/shares/${quiet.id}`, { repliesEnabled: true })).statusCode).toBe(204);
      expect((await reply(quiet.path, { phrase: "done" }, "198.51.100.45")).statusCode).toBe(303);
    });

    it("writes one line when she and the owner share a language (an English owner, an English helper)", async () => {
      const { client } = await signedUpAgent(t.app, { firstName: "Amy" });
      await client.post("/api/account/update-phone", { helperFirstName: "Joy", domesticWorkerPhone: "+971501234568", preferredLanguage: "en" });
      await client.post("/api/account/update-details", { firstName: "Amy", lastName: "Lee", ownerPhone: "+971501112233" });
      const english = await send(client, {}, "en");
      const { text } = whatsapp((await reply(english.path, { phrase: "out-of", item: "onion" }, "198.51.100.46")).headers.location);
      expect(text).toBe("*Chicken Machboos* · Joy\nWe are out of onions.");
    });
  });

  describe("a menu link", () => {
    it("offers the menu's things and each dish's steps, naming the dish in both languages", async () => {
      await owner.post("/api/account/update-details", { firstName: "Fatima", lastName: "Al Hashimi", ownerPhone: "+971559876543" });
      const [{ id: second }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "harees"))) as [{ id: number }];
      const plan = await owner.send("PUT", "/api/menu", {
        from: "2026-12-01",
        days: 1,
        entries: [
          { date: "2026-12-01", slot: "lunch", recipeId: machboos, servings: 4 },
          { date: "2026-12-01", slot: "dinner", recipeId: second, servings: 2 },
        ],
      });
      expect(plan.statusCode, plan.body).toBe(200);
      const sent = await owner.post("/api/menu/send", { from: "2026-12-01", days: 1 }, { "accept-language": "ar" });
      expect(sent.statusCode, sent.body).toBe(201);
      const path = new URL((sent.json() as { url: string }).url).pathname;
      const page = await t.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.47" });
      expect(page.body).toContain('value="r2:1"');
      expect(page.body).toContain('value="onion"');

      const { text } = whatsapp((await reply(path, { phrase: "step-question", step: "r1:2" }, "198.51.100.47")).headers.location);
      const machboosInArabic = arabicTitles["chicken-machboos"]!.title;
      expect(text.split("\n")[1]).toBe(`عندي سؤال عن الخطوة 2 في ${machboosInArabic}.`);
      expect(text.split("\n")[2]).toMatch(/^مجھے .+ کے مرحلہ 2 کے بارے میں ایک سوال پوچھنا ہے۔$/);
      const onions = whatsapp((await reply(path, { phrase: "out-of", item: "onion" }, "198.51.100.47")).headers.location);
      expect(onions.text.split("\n").slice(1)).toEqual(["لم يبقَ عندنا بصل.", "گھر میں پیاز ختم ہے۔"]);
    });

    it("of just the shopping offers the things to buy and no step, as her page shows no dish, and refuses a step", async () => {
      const sent = await owner.post("/api/menu/send", { from: "2026-12-01", days: 1, shoppingOnly: true }, { "accept-language": "ar" });
      expect(sent.statusCode, sent.body).toBe(201);
      const path = new URL((sent.json() as { url: string }).url).pathname;
      const page = await t.app.inject({ method: "GET", url: path, remoteAddress: "198.51.100.48" });
      expect(page.body).toContain('value="onion"');
      expect(page.body).not.toContain('value="step-question"');
      expect((await reply(path, { phrase: "step-question", step: "r1:2" }, "198.51.100.48")).statusCode).toBe(400);
      const onions = whatsapp((await reply(path, { phrase: "out-of", item: "onion" }, "198.51.100.48")).headers.location);
      expect(onions.text.split("\n").slice(1)).toEqual(["لم يبقَ عندنا بصل.", "گھر میں پیاز ختم ہے۔"]);
    });
  });

  describe("her own words", () => {
    let link: Awaited<ReturnType<typeof send>>;
    const words = "پیاز ختم ہو گئی ہے، میں 2 کلو لے آؤں؟";
    const ownWords = async (path: string) => {
      const sent = await reply(path, { phrase: "own", text: words }, "198.51.100.48");
      expect(sent.statusCode, sent.body).toBe(303);
      return whatsapp(sent.headers.location).text;
    };
    const referenceIn = (text: string) => {
      const url = /https?:\/\/\S+\/replies\/read#(\S+)/.exec(text);
      expect(url, text).not.toBeNull();
      return url![1]!;
    };
    beforeAll(async () => {
      await owner.post("/api/account/update-details", { firstName: "Fatima", lastName: "Al Hashimi", ownerPhone: "+971559876543" });
      link = await send(owner);
    });

    it("go as she wrote them, with a link to read them in Arabic that carries no part of her page's address", async () => {
      const text = await ownWords(link.path);
      const lines = text.split("\n");
      expect(lines[1]).toBe(words);
      expect(lines[2]).toMatch(/^اقرأها بالعربية: https?:\/\/\S+\/replies\/read#/);
      expect(text).not.toContain(link.token);
      expect(text).not.toContain("/h/");
    });

    it("are read by the owner as written, told plainly that no translation service is set up; nothing of them is stored", async () => {
      const reference = referenceIn(await ownWords(link.path));
      const read = await owner.post("/api/replies/read", { reference }, { "accept-language": "ar" });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toMatchObject({ text: words, language: "ur", translated: null, translatedInto: "ar", status: "no-provider", helperName: "Nasreen", title: arabicTitles["chicken-machboos"]!.title });
      const stored = await t.database.db.execute(sql`select count(*)::int as n from translations where source_text = ${words} or translated_text like ${`%${words}%`}`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
      const inShares = await t.database.db.execute(sql`select count(*)::int as n from shares where note = ${words} or note_translated = ${words}`);
      expect((inShares as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    });

    it("are read only by the owner who sent the link, from a reference this app signed and still in date", async () => {
      const reference = referenceIn(await ownWords(link.path));
      expect((await agent(t.app).post("/api/replies/read", { reference })).statusCode).toBe(401);
      const stranger = (await signedUpAgent(t.app)).client;
      expect((await stranger.post("/api/replies/read", { reference })).statusCode).toBe(404);
      const [payload, signature] = reference.split(".");
      const forged = Buffer.from(JSON.stringify({ s: link.id, l: "ur", t: "Give the maid a day off", i: Date.now() })).toString("base64url");
      for (const bad of [`${forged}.${signature}`, `${payload}.x${signature!.slice(1)}`, payload!, "a.b.c"]) {
        const refused = await owner.post("/api/replies/read", { reference: bad });
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "This reply link is not complete. Open it again from the WhatsApp message." });
      }
      const old = signReplyReference(t.config.sessionSecret!, { shareId: link.id, language: "ur", text: words, sentAt: new Date(Date.now() - 31 * 86_400_000) });
      const expired = await owner.post("/api/replies/read", { reference: old });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe("REPLY_LINK_EXPIRED");
    });
  });
});

describe("her own words through a translation provider", () => {
  it("are translated into the owner's language privately: the provider is asked once, the memory keeps nothing", async () => {
    const peer = await startProviderPeer();
    const base = testConfig();
    const t = await buildTestApp({ config: { translation: { ...base.translation, provider: "libretranslate", libretranslate: { url: peer.base } } } });
    try {
      const { client } = await signedUpAgent(t.app, { firstName: "Mariam" });
      await client.post("/api/account/update-phone", { helperFirstName: "Tigist", domesticWorkerPhone: "+971501234569", preferredLanguage: "am" });
      await client.post("/api/account/update-details", { firstName: "Mariam", lastName: "K", ownerPhone: "+971509998877" });
      const [{ id }] = (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"))) as [{ id: number }];
      const created = await client.post("/api/shares", { recipeId: id }, { "accept-language": "en" });
      const path = new URL((created.json() as { url: string }).url).pathname;
      const words = "ሽንኩርት አልቋል፣ 2 ኪሎ ልግዛ?";
      const sent = await t.app.inject({ method: "POST", url: `${path}/reply`, payload: encode({ phrase: "own", text: words }), headers: form });
      const text = whatsapp(sent.headers.location).text;
      expect(text.split("\n")[2]).toMatch(/^Read it in English: https?:\/\/\S+\/replies\/read#/);
      const reference = /#(\S+)$/.exec(text)![1]!;
      peer.reset();
      const read = await client.post("/api/replies/read", { reference });
      expect(read.json()).toMatchObject({ text: words, language: "am", translated: `[en] ${words}`, translatedInto: "en", status: "translated" });
      expect(peer.seen).toHaveLength(1);
      const stored = await t.database.db.execute(sql`select count(*)::int as n from translations where source_text = ${words}`);
      expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await t.close();
      await peer.close();
    }
  });
});
