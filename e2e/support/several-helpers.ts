import { readFileSync } from "node:fs";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { todayIn } from "./browser";
import { captureWhatsApp } from "./whatsapp";

/*
 * The steps of decision 0081 (several helpers) that more than one story walks through: add a helper in
 * Account → Maid's Details, send a recipe to one of them, check what went where, name a cook on the menu.
 */

/** Arabic wraps a Latin name filling a sentence in an isolate (decision 0075); a pattern accepts it either way. */
const named = (before: string, name: string, after = "") => new RegExp(`^${before}\u2068?${name}\u2069?${after}$`);
const withoutIsolates = (text: string | null) => (text ?? "").replace(/[\u2068\u2069]/g, "");

export const helperTexts = {
  en: {
    helpersList: "Your household's helpers",
    addHelper: "Add a helper",
    firstName: "Helper's first name",
    country: "Country of her WhatsApp number",
    phone: "WhatsApp number",
    language: "Preferred language",
    submitAdd: "Add helper",
    edit: (name: string) => named("Edit ", name),
    save: "Save",
    role: { cook: "Cook", nanny: "Nanny" },
    languageName: { hi: "Hindi", fil: "Filipino" },
    send: "Translate & Send on WhatsApp",
    whichHelper: "Send to which helper?",
    sendOnWhatsApp: "Send on WhatsApp",
    whoCooks: "Who cooks ",
    cookOption: (name: string) => `Cook: ${name}`,
  },
  ar: {
    helpersList: "العاملات في أسرتك",
    addHelper: "إضافة عاملة",
    firstName: "الاسم الأول للعاملة",
    country: "بلد رقم واتساب",
    phone: "رقم واتساب",
    language: "اللغة المفضّلة",
    submitAdd: "إضافة العاملة",
    edit: (name: string) => named("تعديل ", name),
    save: "حفظ",
    role: { cook: "طاهية", nanny: "مربية" },
    languageName: { hi: "الهندية", fil: "الفلبينية" },
    send: "ترجم وأرسل عبر واتساب",
    whichHelper: "إلى أي عاملة ترسلين؟",
    sendOnWhatsApp: "إرسال عبر واتساب",
    whoCooks: "من تطبخ ",
    cookOption: (name: string) => `الطاهية: ${name}`,
  },
} as const;

export type HelperTexts = (typeof helperTexts)[keyof typeof helperTexts];
type Role = keyof HelperTexts["role"];
type HelperLanguage = keyof HelperTexts["languageName"];

const origin = () => ({ origin: inject("baseUrl") });
const textsOf = (code: string) => JSON.parse(readFileSync(`catalog/helper-texts/${code}.json`, "utf8")) as Record<string, string>;
/** How a message to `name` opens in the helper language `code`, from the catalogue the server sends from. */
export const greeting = (code: string, name: string) => textsOf(code).greeting!.replace("{name}", name);


/** The catalogue's Chicken Machboos: with no translation provider, only a catalogue recipe goes out translated. */
export async function machboosId(page: Page) {
  const recipes = (await (await page.request.get("/api/recipes")).json()) as { id: number; title: string }[];
  return recipes.find((recipe) => recipe.title === "Chicken Machboos")!.id;
}

/** The helpers list of Account → Maid's Details (the page must be on that tab). */
export const helpersList = (page: Page, t: HelperTexts) => page.getByRole("region", { name: t.helpersList });

/** Gives the helper `name` in the list `role`, and waits until her row says it. */
export async function setRole(page: Page, t: HelperTexts, name: string, role: Role, language: HelperLanguage) {
  const row = helpersList(page, t).getByRole("listitem", { name });
  await row.getByRole("button", { name: t.edit(name) }).click();
  const edit = page.getByRole("dialog", { name: t.edit(name) });
  await edit.getByRole("radio", { name: t.role[role] }).check();
  await edit.getByRole("button", { name: t.save, exact: true }).click();
  await edit.waitFor({ state: "detached" });
  await row.getByText(`${t.role[role]} · ${t.languageName[language]}`).waitFor();
}

export interface NewHelper {
  firstName: string;
  country: string;
  /** As typed, national form. */
  number: string;
  /** As the form and the list show it, international form. */
  shown: string;
  role: Role;
  language: HelperLanguage;
}

/** The Hindi-speaking cook both stories add beside a Filipino nanny. */
export const priyaTheCook: NewHelper = { firstName: "Priya", country: "IN", number: "98765 43210", shown: "+91 98765 43210", role: "cook", language: "hi" };

/**
 * Opens the add-a-helper dialog and fills it; returns it still open, so a story can look at it before `submitHelper`.
 */
export async function fillNewHelper(page: Page, t: HelperTexts, helper: NewHelper) {
  await helpersList(page, t).getByRole("button", { name: t.addHelper }).click();
  const dialog = page.getByRole("dialog", { name: t.addHelper });
  await dialog.getByLabel(t.firstName).fill(helper.firstName);
  await dialog.getByLabel(t.country).selectOption(helper.country);
  await dialog.getByLabel(t.phone, { exact: true }).fill(helper.number);
  await dialog.getByText(helper.shown, { exact: true }).waitFor();
  await dialog.getByRole("radio", { name: t.role[helper.role] }).check();
  await dialog.getByRole("radiogroup", { name: t.language }).getByRole("radio", { name: t.languageName[helper.language] }).check({ force: true });
  return dialog;
}

/** Adds the filled-in helper and waits for her row: role, language and number. */
export async function submitHelper(page: Page, t: HelperTexts, dialog: Locator, helper: NewHelper) {
  await dialog.getByRole("button", { name: t.submitAdd }).click();
  await dialog.waitFor({ state: "detached" });
  const row = helpersList(page, t).getByRole("listitem", { name: helper.firstName });
  await row.getByText(`${t.role[helper.role]} · ${t.languageName[helper.language]}`).waitFor();
  await row.getByText(helper.shown).waitFor();
  return row;
}

/** On a recipe's page: presses send and waits for the question of which helper. */
export async function askWhichHelper(page: Page, t: HelperTexts) {
  await page.getByRole("button", { name: t.send }).click();
  const question = page.getByRole("dialog", { name: t.whichHelper });
  const choices = question.getByRole("group", { name: t.whichHelper });
  await choices.waitFor();
  return { question, choices };
}

/** Chooses `name` in the open question and sends; returns the WhatsApp address it opened. */
export async function sendTo(context: BrowserContext, page: Page, t: HelperTexts, question: Locator, name: string) {
  await question.getByRole("radio", { name: new RegExp(name) }).check();
  return captureWhatsApp(context, page, () => question.getByRole("button", { name: t.sendOnWhatsApp }).click());
}

/** A language written in a script of its own: a message in it shows that script. */
const scripts: Record<string, RegExp> = { hi: /[\u0900-\u097F]/ };

/**
 * What went to a helper reached her number, greets her in her language (in its script), and its link opens her
 * page in that language.
 */
export async function expectSentTo(
  page: Page,
  sent: { url: string; text: string },
  helper: { firstName: string; digits: string; language: string },
) {
  expect(sent.url.startsWith(`https://wa.me/${helper.digits}?text=`), sent.url).toBe(true);
  expect(sent.text.startsWith(greeting(helper.language, helper.firstName)), sent.text).toBe(true);
  if (scripts[helper.language]) expect(sent.text).toMatch(scripts[helper.language]!);
  const link = sent.text.match(/https?:\/\/\S+\/h\/[\w-]{22}/)![0];
  const her = await (await page.request.get(new URL(link).pathname)).text();
  expect(her).toMatch(new RegExp(`<html[^>]* lang="${helper.language}"`));
}

/** The menu's cook picker for its one entry. */
const cookPicker = (page: Page, t: HelperTexts) => page.getByRole("combobox", { name: new RegExp(`^${t.whoCooks}`) });

/** Puts Chicken Machboos on today's lunch, then names `name` its cook on the menu page, and waits until it is saved. */
export async function nameCookOnMenu(page: Page, t: HelperTexts, name: string) {
  const today = await todayIn(page);
  const recipeId = await machboosId(page);
  const put = await page.request.put("/api/menu", {
    data: { from: today, days: 1, entries: [{ date: today, slot: "lunch", recipeId, servings: 6 }] },
    headers: origin(),
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.goto("/menu");
  const picker = cookPicker(page, t);
  const option = picker.locator("option").filter({ hasText: name });
  await option.waitFor({ state: "attached" });
  // The menu comes drawn by the server (decision 0089): choose once React holds the select, as a person would
  // once the page answers (the page also saves a choice made before, but the test asks for the usual way).
  await picker.evaluate((select) => new Promise<void>((resolve) => {
    const held = () => Object.keys(select).some((key) => key.startsWith("__reactProps"));
    const check = () => (held() ? resolve() : setTimeout(check, 50));
    check();
  }));
  await picker.selectOption({ label: (await option.textContent())! });
  await expect
    .poll(async () => ((await (await page.request.get(`/api/menu?from=${today}&days=1`)).json()) as { entries: { cookHelperId: number | null }[] }).entries[0]?.cookHelperId)
    .toBeTypeOf("number");
}

/** Opens the menu and waits until its one entry names `name` as the cook. */
export async function expectCookOnMenu(page: Page, t: HelperTexts, name: string) {
  await page.goto("/menu");
  const picker = cookPicker(page, t);
  await picker.waitFor();
  await expect.poll(async () => withoutIsolates(await picker.locator("option:checked").textContent())).toBe(t.cookOption(name));
  // The day's card keeps to the phone's screen: the picker's longest option once pushed it past the edge.
  const card = page.locator("section", { has: picker });
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
