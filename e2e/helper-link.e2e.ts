import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { fillText } from "../common/helper-page";
import { scaleIngredient } from "../common/kitchen/scale";
import { toAsciiDigits } from "../common/kitchen/digits";
import { numbersIn } from "../common/kitchen/number-guard";
import { expectAccessible, launchBrowser, pageErrors, phone } from "./support/browser";
import { signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

type Catalogue = { slug: string; title: string; servings: number; ingredients: string[] }[];
const catalogue = readdirSync("catalog/recipes").filter((name) => name.endsWith(".json")).flatMap((file) => JSON.parse(readFileSync(path.join("catalog/recipes", file), "utf8")) as Catalogue);
const machboos = catalogue.find((recipe) => recipe.slug === "chicken-machboos")!;
const urduTexts = JSON.parse(readFileSync("catalog/helper-texts/ur.json", "utf8")) as Record<string, string>;
const urduNotes = JSON.parse(readFileSync("catalog/quick-notes/ur.json", "utf8")) as Record<string, string>;
const say = (key: string, params: Record<string, string | number> = {}) => fillText(urduTexts[key]!, params);

/** Decision 0050 from end to end: the owner sends with servings and notes; the helper opens her page on a phone. */
describe("the helper's link", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("sends 8 servings and two quick notes to an Urdu helper, who cooks from her page, offline too, until the link is stopped", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone });
    const saved = await page.request.post("/api/account/update-phone", {
      data: { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" },
      headers: { origin: inject("baseUrl") },
    });
    expect(saved.status()).toBe(200);
    const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
    const id = recipes.find((recipe) => recipe.title === machboos.title)!.id;
    await page.goto(`/recipe/${id}`);

    // Servings 8: the page's ingredients follow.
    const more = page.getByRole("button", { name: "More servings" });
    for (let servings = machboos.servings; servings < 8; servings++) await more.click();
    await page.getByText("8 servings").waitFor();
    const firstScaled = scaleIngredient(machboos.ingredients[0]!, 8 / machboos.servings);
    await page.getByRole("listitem").filter({ hasText: firstScaled }).first().waitFor();

    // Two quick notes for her.
    await page.getByRole("button", { name: /Add a note for Nasreen/ }).click();
    await page.getByRole("button", { name: "Less salt, please." }).click();
    await page.getByRole("button", { name: "Not spicy, please." }).click();
    await expectAccessible(page);

    const { text } = await captureWhatsApp(context, page, () => page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click());
    const plain = toAsciiDigits(text.replace(/[\u2066\u2069]/g, ""));
    for (const line of machboos.ingredients) {
      for (const number of numbersIn(scaleIngredient(line, 8 / machboos.servings))) expect(plain, line).toContain(number);
    }
    expect(text).toContain(urduNotes["less-salt"]!);
    expect(text).toContain(urduNotes["not-spicy"]!);
    const link = /https?:\/\/\S+\/h\/[\w-]{22}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(text.split("\n").at(-1)).toBe(say("openStepByStep", { url: link! }));

    // Her phone: no account, her own storage.
    const helper = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true, baseURL: inject("baseUrl") });
    const herPage = await helper.newPage();
    const herPath = new URL(link!).pathname;
    await herPage.goto(herPath);
    expect(await herPage.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await herPage.locator("html").getAttribute("lang")).toBe("ur");
    await herPage.getByText(say("servings", { count: 8 })).first().waitFor();
    await herPage.getByText(urduNotes["less-salt"]!).waitFor();
    await expectAccessible(herPage);

    // Cook mode advances.
    await herPage.getByRole("link", { name: say("startCooking") }).click();
    const dialog = herPage.getByRole("dialog");
    await dialog.waitFor();
    const progress = dialog.locator(".cook-progress");
    const total = await herPage.locator("ol.steps > li").count();
    await expect.poll(() => progress.textContent()).toBe(say("stepOf", { current: 1, total }));
    await dialog.getByRole("button", { name: say("next") }).click();
    await expect.poll(() => progress.textContent()).toBe(say("stepOf", { current: 2, total }));
    await herPage.keyboard.press("Escape");

    // A timer starts on the step that names 30 minutes.
    const firstStep = herPage.locator("ol.steps > li").first();
    await firstStep.getByRole("button", { name: say("timer", { time: "\u206630:00\u2069" }) }).click();
    await expect.poll(() => firstStep.locator(".timer").getAttribute("data-state")).toBe("running");

    // Once opened, the page reloads with no network.
    await expect.poll(() => herPage.locator("#offline-status").textContent(), { timeout: 15_000 }).toBe(say("savedOffline"));
    await helper.setOffline(true);
    await herPage.reload();
    await herPage.getByRole("heading", { level: 1 }).waitFor();
    await helper.setOffline(false);

    // The owner stops the link: her page says, in Urdu, that the family stopped sharing it.
    const sent = (await (await page.request.get("/api/shares")).json()) as { id: number }[];
    expect((await page.request.delete(`/api/shares/${sent[0]!.id}`, { headers: { origin: inject("baseUrl") } })).status()).toBe(204);
    const gone = await herPage.goto(herPath);
    expect(gone?.status()).toBe(410);
    await herPage.getByRole("heading", { name: say("stoppedTitle") }).waitFor();
    await herPage.getByText(say("stoppedBody")).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await helper.close();
    await context.close();
  });

  it("lists what was sent in the account's Sent tab, in Arabic, and stops a link from there", async () => {
    const { context, page } = await signedInVisitor(browser, { viewport: phone, language: "ar" });
    await page.request.post("/api/account/update-phone", {
      data: { helperFirstName: "Joy", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" },
      headers: { origin: inject("baseUrl") },
    });
    // A bundled recipe (in Filipino with no provider), not the newest one: other files add recipes of their own.
    const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
    const recipeId = recipes.find((recipe) => recipe.title === machboos.title)!.id;
    const created = await page.request.post("/api/shares", { data: { recipeId, servings: 3 }, headers: { origin: inject("baseUrl") } });
    expect(created.status()).toBe(201);
    await page.goto("/account?tab=sent");
    const row = page.getByRole("listitem").filter({ hasText: "يعمل" });
    await row.waitFor();
    expect(await row.textContent()).toContain("الفلبينية");
    // The list is in the server-rendered page at once; the first visit's tooltip comes 0.5 s later. Axe measures
    // after it has faded in, not while it does (a half-faded tooltip reads as faint text).
    await page.getByRole("tooltip").waitFor();
    await expectAccessible(page);
    await row.getByRole("button", { name: "أوقف هذا الرابط" }).click();
    await page.getByRole("listitem").filter({ hasText: "موقوف" }).waitFor();
    await context.close();
  });
});
