import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppProcess, type AppProcess } from "../scripts/app-process";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

/*
 * From end to end, on a phone: the household's own recipes. The suite's app has no translation
 * provider; this file also starts its own app whose provider is a LibreTranslate peer on this machine (the
 * documented API: POST /translate, `q` an array, answered `translatedText` an array), and which may import
 * recipe pages from that peer (IMPORT_ALLOWED_HOSTS).
 */

const adobo = `Grandma's Chicken Adobo

Ingredients
1 kg chicken
3 tbsp soy sauce
1/4 cup vinegar
6 cloves garlic
2 bay leaves

Steps
1. Put the chicken, soy sauce, vinegar and garlic in a pot.
2. Simmer with the bay leaves for 40 minutes.`;

const kabsa = readFileSync("server/modules/my-recipes/drafts/fixtures/text/07-kabsa-no-headings-ar.txt", "utf8");
const arabicCuisines = (JSON.parse(readFileSync("client/src/features/recipes/i18n/ar.json", "utf8")) as { cuisines: Record<string, string> }).cuisines;
const photo = readFileSync("catalog/artwork/rendered/chicken-machboos-640.webp");

/** A recognisable Tagalog that keeps every number: the words it knows replaced, nothing else touched. */
const tagalog: [RegExp, string][] = [
  [/Grandma's Chicken Adobo/g, "Adobong Manok ni Lola"],
  [/chicken/gi, "manok"],
  [/soy sauce/gi, "toyo"],
  [/vinegar/gi, "suka"],
  [/garlic/gi, "bawang"],
  [/bay leaves/gi, "dahon ng laurel"],
  [/Simmer with/g, "Pakuluan kasama"],
  [/minutes/g, "minuto"],
];
const toTagalog = (text: string) => tagalog.reduce((line, [pattern, word]) => line.replace(pattern, word), text);

/** A recipe site's page, as WordPress recipe plugins write it (JSON-LD), with its photo. */
const recipePage = (origin: string) => `<!doctype html><html lang="en"><head><title>Oven shawarma</title>
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: "Easy Chicken Shawarma",
  description: "Juicy chicken thighs roasted until charred at the edges.",
  image: `${origin}/shawarma.webp`,
  recipeYield: "4 servings",
  prepTime: "PT15M",
  cookTime: "PT30M",
  recipeCuisine: "Middle Eastern",
  recipeIngredient: ["1 kg boneless chicken thighs", "3 tablespoons olive oil", "4 cloves garlic, minced"],
  recipeInstructions: [{ "@type": "HowToStep", text: "Marinate the chicken for 2 hours." }, { "@type": "HowToStep", text: "Roast for 30 minutes at 220°C." }],
})}</script></head><body><h1>Easy Chicken Shawarma</h1></body></html>`;

/** A German blog with no structured data: the recipe is only in its text, under "Zutaten" and "Zubereitung". */
const germanBlog = `<!doctype html><html lang="en-US"><head><title>Omas Linsensuppe | Mein Kochblog</title></head><body>
<header><nav><a href="/">Start</a> <a href="/rezepte">Rezepte</a></nav></header>
<article><h1>Omas Linsensuppe</h1><p>Diese Suppe hat meine Oma jeden Winter gekocht, und sie wärmt bis heute die ganze Familie.</p>
<h2>Zutaten</h2><ul><li>250 g Linsen</li><li>1 Zwiebel</li><li>2 Karotten</li><li>1 l Gemüsebrühe</li></ul>
<h2>Zubereitung</h2><ol><li>Die Zwiebel würfeln und in Öl anschwitzen.</li><li>Linsen, Karotten und Brühe zugeben und 30 Minuten köcheln.</li></ol>
</article><div id="comments"><h3>2 Kommentare</h3><p>Sehr lecker!</p></div></body></html>`;

/** The local peer: a LibreTranslate server and a recipe site. Remembers what it was asked to translate. */
async function startPeer() {
  const asked: { source: string; target: string; q: string[] }[] = [];
  const peer: FastifyInstance = Fastify();
  peer.post<{ Body: { q: string[]; source: string; target: string } }>("/translate", async (request) => {
    asked.push(request.body);
    return { translatedText: request.body.q.map(toTagalog) };
  });
  let url = "";
  peer.get("/shawarma", (_request, reply) => reply.type("text/html; charset=utf-8").send(recipePage(url)));
  peer.get("/linsensuppe", (_request, reply) => reply.type("text/html; charset=utf-8").send(germanBlog));
  peer.get("/shawarma.webp", (_request, reply) => reply.type("image/webp").send(photo));
  await peer.listen({ host: "127.0.0.1", port: 0 });
  const address = peer.server.address();
  const host = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  url = `http://${host}`;
  return { url, host, asked, close: () => peer.close() };
}

async function saveFilipinoHelper(page: Page, origin: string) {
  const saved = await page.request.post("/api/account/update-phone", {
    data: { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
    headers: { origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The welcome dialog asks for these details; they are saved, so it has nothing to ask.
  await page.goto("/");
  await page.evaluate(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
}

/** Chooses an option of one of the form's selects. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("the household's own recipes", () => {
  let browser: Browser;
  let peer: Awaited<ReturnType<typeof startPeer>>;
  let app: AppProcess;
  let dataDir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    peer = await startPeer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "wasfa-e2e-my-recipes-"));
    app = await startAppProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      STRIPE_SECRET_KEY: "",
      RATE_LIMIT_SIGNUP_IP: "1000/1h",
      TRANSLATION_PROVIDER: "libretranslate",
      LIBRETRANSLATE_URL: peer.url,
      IMPORT_ALLOWED_HOSTS: peer.host,
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (app) {
      app.child.kill("SIGTERM");
      await new Promise((resolve) => app.child.once("exit", resolve));
    }
    await peer?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets an owner paste a recipe, save it, find it marked Mine in search, and send it in Filipino through the provider; a second owner never sees it", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, baseUrl: app.url });
    await saveFilipinoHelper(page, app.url);

    // The drawer takes it to its page (the bottom bar holds the day's places: the menu, decision 0071).
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "My recipes" }).click();
    await page.getByRole("heading", { name: "My recipes", level: 1 }).waitFor();
    await page.getByText("No recipes of your own yet").waitFor();
    await expectAccessible(page);

    await page.getByRole("link", { name: /Paste it/ }).click();
    await page.getByRole("heading", { name: "Paste a recipe" }).waitFor();
    // Too long a paste is said under the field, before it is sent (decision 0061), not cut short.
    await page.getByLabel("The recipe as you copied it").fill(Array(1001).fill("1 cup rice").join("\n"));
    await page.getByRole("button", { name: "Read the recipe" }).click();
    await page.getByText("Please paste at most 1,000 lines.").waitFor();
    expect(await page.getByLabel("The recipe as you copied it").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("The recipe as you copied it").fill(adobo);
    expect(await page.getByText("Please paste at most 1,000 lines.").count()).toBe(0);
    await page.getByRole("button", { name: "Read the recipe" }).click();

    // The draft, in the form, for review: the heading takes the focus.
    const review = page.getByRole("heading", { name: "Check the recipe" });
    await review.waitFor();
    await expect.poll(() => review.evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await page.getByLabel("Title").inputValue()).toBe("Grandma's Chicken Adobo");
    expect(await page.getByLabel("Ingredients").inputValue()).toBe("1 kg chicken\n3 tbsp soy sauce\n1/4 cup vinegar\n6 cloves garlic\n2 bay leaves");
    await page.getByText("5 ingredients").waitFor();
    await page.getByText("2 steps").waitFor();

    // What the text did not say she fills in; a household recipe may have no cuisine, this one has.
    await choose(page, "Cuisine", "Asian");
    await page.getByLabel("Prep (min)").fill("10");
    await page.getByLabel("Cook (min)").fill("45");
    await page.getByLabel("Servings").fill("4");
    await expectAccessible(page);
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole("button", { name: "Save recipe" }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").at(-1));
    await page.getByRole("heading", { name: "Grandma's Chicken Adobo", level: 1 }).waitFor();
    await page.getByText("Mine", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Edit", exact: true }).waitFor();

    // Search and browse show it to its owner, marked Mine.
    await page.goto("/browse?q=grandma");
    const card = page.getByRole("article").filter({ hasText: "Grandma's Chicken Adobo" });
    await card.waitFor();
    expect(await card.getByText("Mine", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);

    // Sent to her in Filipino: the peer translated it, numbers and all.
    await page.goto(`/recipe/${id}`);
    const { url, text } = await captureWhatsApp(context, page, () => page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click());
    expect(url.startsWith("https://wa.me/971501234567?text=")).toBe(true);
    expect(text.split("\n\n")[1], "the title, after her greeting").toBe("*Adobong Manok ni Lola*");
    expect(text).toContain("• 1 kg manok");
    expect(text).toContain("• 1/4 cup suka");
    // A line the bundled catalogue's memory knows comes from it, not from the peer.
    expect(text).toContain("• 3 kutsarang toyo");
    expect(text).toContain("Pakuluan kasama the dahon ng laurel for 40 minuto.");
    expect(peer.asked.some(({ source, target }) => source === "en" && target === "tl")).toBe(true);
    expect(pageErrors(page)).toEqual([]);

    // Another household: not in its search or browse, and its address is a 404 like any unknown recipe.
    const other = await signedInVisitor(browser, { viewport: phone, baseUrl: app.url });
    const search = (await (await other.page.request.get("/api/recipes/search?q=grandma")).json()) as { items: { id: number }[] };
    expect(search.items.map((item) => item.id)).not.toContain(id);
    const all = (await (await other.page.request.get("/api/recipes")).json()) as { id: number }[];
    expect(all.map((recipe) => recipe.id)).not.toContain(id);
    expect((await other.page.request.get(`/api/recipes/${id}`)).status()).toBe(404);
    expect((await other.page.request.get(`/api/my-recipes/${id}`)).status()).toBe(404);
    await other.page.goto("/browse?q=grandma");
    await other.page.getByText("No recipes found").waitFor();
    await other.page.goto("/my-recipes");
    await other.page.getByText("No recipes of your own yet").waitFor();
    await other.context.close();
    await context.close();
  });

  it("imports a recipe page with its photo, refuses a file that is no picture, edits it from its page and deletes it after asking", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, baseUrl: app.url });
    await saveFilipinoHelper(page, app.url);
    await page.goto("/my-recipes");
    await page.getByRole("link", { name: /From a link/ }).click();
    await page.getByLabel("Recipe page address").fill(`${peer.url}/shawarma`);
    await page.getByRole("button", { name: "Import" }).click();
    await page.getByRole("heading", { name: "Check the recipe" }).waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("Easy Chicken Shawarma");
    // Read from the page's recipe card: nothing to warn about.
    expect(await page.getByText("Check this recipe carefully").count()).toBe(0);
    expect(await page.getByRole("combobox", { name: "Cuisine" }).textContent()).toBe("Middle Eastern");
    expect(await page.getByLabel("Servings").inputValue()).toBe("4");
    const preview = page.getByRole("img", { name: "The recipe's photo" });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // A file that is no picture: the server's reason, and no broken preview.
    await page.getByRole("button", { name: "Remove photo" }).click();
    expect(await preview.count()).toBe(0);
    const picker = page.getByLabel("Photo (optional)");
    await picker.setInputFiles({ name: "not-a-photo.png", mimeType: "image/png", buffer: Buffer.from("this is not an image") });
    await page.getByText("The image must be a JPG, PNG or WebP file.").waitFor();
    expect(await page.getByRole("img", { name: "The recipe's photo" }).count()).toBe(0);
    await picker.setInputFiles({ name: "shawarma.webp", mimeType: "image/webp", buffer: photo });
    await preview.waitFor();
    expect(await page.getByText("The image must be a JPG, PNG or WebP file.").count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save recipe" }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await page.getByRole("heading", { name: "Easy Chicken Shawarma", level: 1 }).waitFor();

    // Edited from its own page.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await page.getByRole("heading", { name: "Edit recipe" }).waitFor();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Easy Chicken Shawarma");
    await page.getByLabel("Title").fill("Oven Shawarma");
    await page.getByRole("button", { name: "Save recipe" }).click();
    await page.getByRole("heading", { name: "Oven Shawarma", level: 1 }).waitFor();

    // Deleted from the list, once the owner says so; Cancel has the focus first.
    await page.goto("/my-recipes");
    await page.getByText("1 recipe", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Delete Oven Shawarma" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this recipe?" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Delete Oven Shawarma" }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No recipes of your own yet").waitFor();
    expect(pageErrors(page)).toEqual([]);

    // A guest is asked to log in.
    const guest = await newVisitor(browser, phone, app.url);
    await guest.page.goto("/my-recipes");
    await guest.page.getByRole("heading", { name: "Log in to continue" }).waitFor();
    await guest.context.close();
    await context.close();
  });

  it("imports a blog with no recipe card from its text, says plainly to check it, in English and Arabic, and has the recipe's language chosen", async () => {
    for (const language of ["en", "ar"] as const) {
      const { context, page } = await signedInVisitor(browser, { viewport: phone, baseUrl: app.url, language });
      await saveFilipinoHelper(page, app.url);
      await page.goto("/my-recipes/new?from=link");
      await page.getByLabel(language === "en" ? "Recipe page address" : "عنوان صفحة الوصفة").fill(`${peer.url}/linsensuppe`);
      await page.getByRole("button", { name: language === "en" ? "Import" : "استيراد" }).click();
      await page.getByRole("heading", { name: language === "en" ? "Check the recipe" : "راجع الوصفة" }).waitFor();
      const notice = page.getByRole("note").filter({ hasText: language === "en" ? "Check this recipe carefully" : "راجع هذه الوصفة بعناية" });
      await notice.waitFor();
      expect(await page.getByLabel(language === "en" ? "Title" : "العنوان").inputValue()).toBe("Omas Linsensuppe");
      expect(await page.getByLabel(language === "en" ? "Ingredients" : "المكونات").inputValue()).toBe("250 g Linsen\n1 Zwiebel\n2 Karotten\n1 l Gemüsebrühe");
      // Told from its words, though the page says en-US: German, for the owner to correct if need be.
      expect(await page.getByRole("combobox", { name: language === "en" ? "Written in" : "مكتوبة باللغة" }).textContent()).toBe(language === "en" ? "German" : "الألمانية");
      await expectAccessible(page);
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await scrollsSideways(page)).toBe(false);
      await context.close();
    }
  });

  it("offers an Arabic recipe as written when there is no translation into her language, in Arabic, at 320 px too", async () => {
    const origin = inject("baseUrl");
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar" });
    await saveFilipinoHelper(page, origin);
    await page.goto("/my-recipes");
    await page.getByRole("heading", { name: "وصفاتي", level: 1 }).waitFor();
    await expectAccessible(page);

    await page.getByRole("link", { name: /الصقها/ }).click();
    await page.getByLabel("الوصفة كما نسختها").fill(kabsa);
    await page.getByRole("button", { name: "اقرأ الوصفة" }).click();
    await page.getByRole("heading", { name: "راجع الوصفة" }).waitFor();
    expect(await page.getByLabel("العنوان").inputValue()).toBe("كبسة لحم سعودية");
    // Arabic's plural forms: 7 ingredients are "few", 4 steps too.
    await page.getByText("7 مكوّنات").waitFor();
    await page.getByText("4 خطوات").waitFor();
    expect(await page.getByRole("combobox", { name: "مكتوبة باللغة" }).textContent()).toBe("العربية");
    await choose(page, "المطبخ", arabicCuisines.khaleeji!);
    await page.getByLabel("التحضير (دقيقة)").fill("20");
    await page.getByLabel("الطهي (دقيقة)").fill("150");
    await page.getByLabel("الحصص").fill("6");
    await expectAccessible(page);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(phone);

    await page.getByRole("button", { name: "احفظ الوصفة" }).click();
    await page.waitForURL(/\/recipe\/\d+$/);
    await page.getByRole("heading", { name: "كبسة لحم سعودية", level: 1 }).waitFor();

    // No provider here: she cannot have it in Filipino, so it goes as written, in Arabic.
    await page.getByRole("button", { name: "ترجم وأرسل عبر واتساب" }).click();
    const offer = page.getByRole("dialog", { name: "الترجمة غير متاحة" });
    await offer.waitFor();
    await offer.getByText("يمكنك إرسالها باللغة العربية كما كتبتها.", { exact: false }).waitFor();
    await expectAccessible(page);
    const { url, text } = await captureWhatsApp(context, page, () => offer.getByRole("button", { name: "أرسلها بالعربية كما كُتبت" }).click());
    expect(url.startsWith("https://wa.me/971501234567?text=")).toBe(true);
    expect(text.split("\n\n")[1], "the title, after her greeting").toBe("*كبسة لحم سعودية*");
    expect(text).toContain("٣ أكواب رز");

    // The list at 320 px: the cards, their buttons and the bottom bar fit.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto("/my-recipes");
    await page.getByRole("button", { name: "حذف كبسة لحم سعودية" }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    const bar = page.getByRole("navigation", { name: "تنقل سريع" });
    for (const item of await bar.getByRole("listitem").all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});
