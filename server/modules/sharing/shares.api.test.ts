import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { scaleIngredient } from "../../../common/kitchen/scale";
import { toAsciiDigits } from "../../../common/kitchen/digits";
import { numbersIn } from "../../../common/kitchen/number-guard";
import { events, recipes, shares } from "../../db/schema";
import { agent, signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, testConfig, type TestApp } from "../../../test/helpers/build-test-app";
import { readCatalog } from "../recipes/catalog";
import { sha256 } from "../../lib/tokens";
import { firstHelper } from "../household";
import { householdIdOf, setFirstHelper, setSubscription } from "../../../test/helpers/households";

const helper = { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" };

/** Decision 0050: the link an owner sends, at the chosen servings, with notes, in her language. */
describe("sending the helper her page", () => {
  let t: TestApp;
  let owner: Agent;
  let ownerId: number;
  let householdId: number;
  let machboos: { id: number; servings: number };
  const catalogMachboos = readCatalog().find((recipe) => recipe.slug === "chicken-machboos")!;

  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimits: { ...testConfig().rateLimits, translatePerUser: { max: 1000, windowMs: 60_000 } } } });
    const signed = await signedUpAgent(t.app);
    owner = signed.client;
    ownerId = signed.user.id;
    householdId = await householdIdOf(t.database.db, ownerId);
    expect((await owner.post("/api/account/update-phone", helper)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: recipes.id, servings: recipes.servings }).from(recipes).where(eq(recipes.slug, "chicken-machboos"));
    machboos = row!;
  });
  afterAll(() => t.close());

  it("lists the quick notes in the owner's language", async () => {
    const english = (await owner.get("/api/shares/quick-notes")).json() as { id: string; text: string }[];
    const arabic = (await owner.get("/api/shares/quick-notes", { "accept-language": "ar" })).json() as { id: string; text: string }[];
    expect(english.find((note) => note.id === "less-salt")?.text).toBe("Less salt, please.");
    expect(arabic.map((note) => note.id)).toEqual(english.map((note) => note.id));
    expect(arabic.find((note) => note.id === "less-salt")?.text).not.toBe("Less salt, please.");
  });

  it("creates a link in her language with scaled quantities, the quick notes in Urdu and the link last, hashed at rest", async () => {
    const response = await owner.post("/api/shares", { recipeId: machboos.id, servings: machboos.servings * 2, quickNotes: ["less-salt", "not-spicy"] });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as { id: number; url: string; message: string; whatsappUrl: string };
    const token = created.url.split("/h/")[1]!;
    expect(token).toMatch(/^[\w-]{22}$/);
    expect(created.url.startsWith(`${t.config.appUrl}/h/`)).toBe(true);
    expect(created.whatsappUrl).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(created.message)}`);

    const lines = created.message.split("\n");
    expect(lines.at(-1)).toContain(created.url);
    expect(created.message).toContain("12"); // "Servings: 12" in Urdu
    // Urdu quick notes, and the first ingredient doubled.
    const urduNotes = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync("catalog/quick-notes/ur.json", "utf8"))) as Record<string, string>;
    expect(created.message).toContain(urduNotes["less-salt"]!);
    expect(created.message).toContain(urduNotes["not-spicy"]!);
    const firstIngredient = catalogMachboos.ingredients[0]!; // "1.5 kg chicken…"-style line
    const doubledNumber = String(Number(firstIngredient.match(/\d+(\.\d+)?/)![0]) * 2);
    expect(created.message).toContain(doubledNumber);

    const [row] = await t.database.db.select().from(shares).where(eq(shares.id, created.id));
    expect(row).toMatchObject({ tokenHash: sha256(token), householdId, sentBy: ownerId, helperId: (await firstHelper(t.database.db, householdId))!.id, language: "ur", servings: 12, quickNotes: ["less-salt", "not-spicy"] });
    expect(JSON.stringify(row)).not.toContain(token);
    const sends = await t.database.db.select().from(events).where(eq(events.type, "translation_share"));
    expect(sends.some((event) => event.recipeId === machboos.id && event.language === "ur")).toBe(true);
  });

  it("lists first the quick notes this owner sent most, the others in the catalogue's order, and nobody else's", async () => {
    const catalogue = Object.keys(JSON.parse(readFileSync("catalog/quick-notes/en.json", "utf8")) as object);
    const other = (await signedUpAgent(t.app)).client;
    expect((await other.post("/api/account/update-phone", helper)).statusCode).toBe(200);
    for (const notes of [["photo-when-ready", "serve-hot"], ["photo-when-ready"], ["serve-hot", "photo-when-ready"]]) {
      expect((await other.post("/api/shares", { recipeId: machboos.id, quickNotes: notes })).statusCode).toBe(201);
    }
    const mostUsed = ((await other.get("/api/shares/quick-notes")).json() as { id: string }[]).map((note) => note.id);
    expect(mostUsed.slice(0, 2)).toEqual(["photo-when-ready", "serve-hot"]);
    expect(mostUsed.slice(2)).toEqual(catalogue.filter((id) => id !== "photo-when-ready" && id !== "serve-hot"));
    // This owner sent less-salt and not-spicy once each above; another owner's choices change nothing here.
    const mine = ((await owner.get("/api/shares/quick-notes")).json() as { id: string }[]).map((note) => note.id);
    expect(mine.slice(0, 2)).toEqual(["less-salt", "not-spicy"]);
    expect(mine.indexOf("photo-when-ready")).toBe(catalogue.indexOf("photo-when-ready"));
  });

  it("opens the message with a greeting to her by name in her language, and sets its headings in bold", async () => {
    const created = (await owner.post("/api/shares", { recipeId: machboos.id })).json() as { message: string };
    // An Urdu message to a Maria written in Latin letters: held right to left from its first line.
    expect(created.message.split("\n")[0]).toBe("\u200fMaria، یہ آپ کے لیے ایک ترکیب ہے۔");
    expect(created.message).toContain("\n\n*اجزاء*\n• ");
    expect(created.message).toContain("\n\n*ترکیب*\n1. ");
  });

  it("says before sending that her note cannot be translated, sends nothing, and sends it as written once the owner agrees", async () => {
    const before = (await t.database.db.select().from(shares).where(eq(shares.householdId, householdId))).length;
    const refused = await owner.post("/api/shares", { recipeId: machboos.id, note: "Use the blue pot, please" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "NOTE_UNTRANSLATED",
      message: "Your note cannot be translated into Urdu right now, so Maria would read it as you wrote it.",
    });
    const arabic = await owner.post("/api/shares", { recipeId: machboos.id, note: "Use the blue pot, please" }, { "accept-language": "ar" });
    expect(arabic.json().message).toBe("لا يمكن ترجمة ملاحظتك إلى الأردية الآن، لذا ستقرؤها Maria كما كتبتها.");
    expect((await t.database.db.select().from(shares).where(eq(shares.householdId, householdId))).length).toBe(before);

    const response = await owner.post("/api/shares", { recipeId: machboos.id, note: "Use the blue pot, please", noteAsWritten: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/Use the blue pot, please \(.+\)/);
  });

  it("shows the owner the page a send would give her, as her page reads, and stores, sends and counts nothing", async () => {
    const shared = async () => (await t.database.db.select().from(shares).where(eq(shares.householdId, householdId))).length;
    const counted = async () => (await t.database.db.select().from(events).where(eq(events.type, "translation_share"))).length;
    const [sharesBefore, eventsBefore] = [await shared(), await counted()];
    const page = await owner.get(`/preview/recipe/${machboos.id}?servings=${machboos.servings * 2}&quickNotes=less-salt,not-spicy&note=${encodeURIComponent("Use the blue pot")}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('<html lang="ur" dir="rtl">');
    const urduNotes = JSON.parse(await import("node:fs").then((fs) => fs.readFileSync("catalog/quick-notes/ur.json", "utf8"))) as Record<string, string>;
    expect(page.body).toContain(urduNotes["less-salt"]!);
    // Her note as she would get it with no provider: as written, and marked so.
    expect(page.body).toContain("Use the blue pot");
    expect(page.body).toContain("Preview: this is the page Maria opens from your message, in Urdu. Nothing has been sent.");
    // Kept nowhere: no service worker for the preview.
    expect(page.body).toContain('data-service-worker=""');
    expect([await shared(), await counted()]).toEqual([sharesBefore, eventsBefore]);

    // The owner's words in the language she chose for the app (the cookie the app sets for the server's pages).
    owner.cookies.set("app-language", "ar");
    const arabicOwner = await owner.get(`/preview/recipe/${machboos.id}`);
    owner.cookies.delete("app-language");
    expect(arabicOwner.body).toContain("معاينة: هذه هي الصفحة التي تفتحها Maria من رسالتك، باللغة الأردية.");
    expect((await agent(t.app).get(`/preview/recipe/${machboos.id}`)).statusCode).toBe(401);
    expect((await owner.get("/preview/recipe/999999")).statusCode).toBe(404);
    expect((await owner.get(`/preview/recipe/${machboos.id}?quickNotes=not-a-note`)).statusCode).toBe(400);
  });

  it("writes the halved quantities of every ingredient into the message, in Hindi, Filipino and Arabic", async () => {
    for (const language of ["hi", "fil", "ar"]) {
      await setFirstHelper(t.database.db, ownerId, { language: language });
      const created = (await owner.post("/api/shares", { recipeId: machboos.id, servings: machboos.servings / 2 })).json() as { message: string };
      const message = toAsciiDigits(created.message.replace(/[\u2066\u2069]/g, ""));
      for (const line of catalogMachboos.ingredients) {
        for (const number of numbersIn(scaleIngredient(line, 0.5))) expect(message, `${language}: ${line}`).toContain(number === "0.5" ? "½" : number);
      }
    }
    await setFirstHelper(t.database.db, ownerId, { language: "ur" });
  });

  it("lists what was sent, revokes a link, and another owner can neither see nor revoke it", async () => {
    const created = (await owner.post("/api/shares", { recipeId: machboos.id })).json() as { id: number };
    const listed = (await owner.get("/api/shares")).json() as { id: number; status: string; title: string; language: string }[];
    expect(listed[0]).toMatchObject({ id: created.id, status: "active", title: "Chicken Machboos", language: "ur" });

    const other = (await signedUpAgent(t.app)).client;
    expect((await other.get("/api/shares")).json()).toEqual([]);
    expect((await other.delete(`/api/shares/${created.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/shares/${created.id}`)).statusCode).toBe(204);
    expect(((await owner.get("/api/shares")).json() as { id: number; status: string }[]).find((share) => share.id === created.id)?.status).toBe("revoked");
  });

  it("refuses a visitor, an owner without helper details, a lapsed subscription, an unknown recipe and a bad note", async () => {
    expect((await agent(t.app).post("/api/shares", { recipeId: machboos.id })).statusCode).toBe(401);
    const noHelper = (await signedUpAgent(t.app)).client;
    const missing = await noHelper.post("/api/shares", { recipeId: machboos.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: "HELPER_DETAILS_MISSING", message: "Maid Details Missing – Please add maid details in your account page" });

    const lapsed = await signedUpAgent(t.app);
    await lapsed.client.post("/api/account/update-phone", helper);
    await setSubscription(t.database.db, lapsed.user.id, { subscriptionStatus: "canceled" });
    expect((await lapsed.client.post("/api/shares", { recipeId: machboos.id })).json().code).toBe("SUBSCRIPTION_REQUIRED");

    expect((await owner.post("/api/shares", { recipeId: 999_999 })).statusCode).toBe(404);
    const long = await owner.post("/api/shares", { recipeId: machboos.id, note: "x".repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await owner.post("/api/shares", { recipeId: machboos.id, quickNotes: ["not-a-note"] })).statusCode).toBe(400);
    expect((await owner.post("/api/shares", { recipeId: machboos.id, servings: 0 })).statusCode).toBe(400);
  });

  it("says plainly that a recipe is not in her language yet when no provider is configured, and sends it in English on request", async () => {
    const [dish] = await t.database.db
      .insert(recipes)
      .values({ title: "Grandma's Harees", description: "Slow wheat and lamb.", cuisineType: "Khaleeji", difficulty: "Hard", prepTime: 30, cookTime: 240, servings: 6, ingredients: ["500 g wheat"], instructions: ["Cook slowly."] })
      .returning();
    const refused = await owner.post("/api/shares", { recipeId: dish!.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: "TRANSLATION_MISSING", message: "This recipe is not translated into Urdu yet. You can send it in English instead." });
    const arabic = await owner.post("/api/shares", { recipeId: dish!.id }, { "accept-language": "ar" });
    expect(arabic.json().message).toBe("هذه الوصفة غير مترجمة إلى الأردية بعد. يمكنك إرسالها بالإنجليزية بدلًا من ذلك.");
    const english = await owner.post("/api/shares", { recipeId: dish!.id, language: "en" });
    expect(english.statusCode).toBe(201);
    expect(english.json().message).toContain("*Grandma's Harees*");
  });
});
