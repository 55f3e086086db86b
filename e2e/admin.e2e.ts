import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAccessible, launchBrowser, newVisitor, pageErrors, phone } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";

/** A 16 × 12 saffron-coloured PNG: small, but a real image the server decodes and re-encodes. */
const photo = {
  name: "saffron.png",
  mimeType: "image/png",
  buffer: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM45MhDEmIY1eA4GkqHsIUBAAQCy0FtZy4DAAAAAElFTkSuQmCC",
    "base64",
  ),
};

/** A toast, found by its text (a modal dialog hides the notification area from role queries). */
const toastText = (page: Page, text: string) => page.locator("li[data-state=open]").filter({ hasText: text });

/** Picks an option of a Radix select found by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * The run's admin, with the helper welcome dialog (docs/spec.md §4: it opens for anyone without helper
 * details) already dismissed for the session, so it does not cover the dashboard.
 */
async function admin(browser: Browser, viewport?: { width: number; height: number }) {
  const session = await signedInAdmin(browser, viewport);
  await session.context.addInitScript(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
  return session;
}

const poll = { timeout: 10_000 };

describe("admin dashboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("adds a recipe with a photo, shows it on the home page, edits it and deletes it", async () => {
    const { context, page } = await admin(browser);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin dashboard" }).waitFor();
    // Recipes is the default tab.
    expect(await page.getByRole("tab", { name: "Recipes" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("heading", { name: /^\d+ recipes?$/ }).waitFor();
    for (const column of ["ID", "Title", "Cuisine", "Difficulty", "Featured", "Quick", "Languages", "Actions"]) {
      expect(await page.getByRole("columnheader", { name: column, exact: true }).count(), column).toBe(1);
    }
    await expectAccessible(page);

    // Nothing is sent until the form is valid; each field says what it lacks, once, and no toast repeats it (decision 0076).
    await page.getByRole("button", { name: "Add New Recipe" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Recipe" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Create recipe" }).click();
    await dialog.getByText("Title is required").waitFor();
    expect(await dialog.getByLabel("Title").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText("Invalid ingredients format").isVisible()).toBe(true);
    expect(await dialog.getByText("Please choose an image").isVisible()).toBe(true);
    expect(await page.getByText("Invalid ingredients format").count()).toBe(1);
    expect(await page.locator("li[role='status'][data-state='open']").count()).toBe(0);
    await expectAccessible(page);

    const title = `Saffron lentil soup ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("A warm soup of red lentils, cumin and lemon.");
    await choose(page, "Cuisine", "Khaleeji");
    await choose(page, "Difficulty", "Medium");
    await dialog.getByLabel("Prep time (minutes)").fill("10");
    await dialog.getByLabel("Cook time (minutes)").fill("25");
    await dialog.getByLabel("Servings").fill("4");
    await dialog.getByLabel("Ingredients").fill("1 cup red lentils\n\n4 cups water\n1 tsp cumin");
    await dialog.getByLabel("Instructions").fill("Rinse the lentils.\nSimmer everything for 25 minutes.\nBlend and serve with lemon.");
    await dialog.getByLabel("Featured").check();
    // The server looks at the bytes, not the name: a text file called .png comes back as a field error.
    await dialog.getByLabel("Photo").setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await dialog.getByRole("button", { name: "Create recipe" }).click();
    await dialog.getByText("The image must be a JPG, PNG or WebP file.").waitFor();
    expect(await page.getByText("The image must be a JPG, PNG or WebP file.").count()).toBe(1);
    expect(await dialog.getByLabel("Photo").getAttribute("aria-invalid")).toBe("true");
    // No broken picture is left in the preview: the empty frame shows instead.
    expect(await dialog.locator("img").evaluateAll((images) => images.filter((image) => !(image as HTMLImageElement).naturalWidth).length)).toBe(0);
    await dialog.getByLabel("Photo").setInputFiles(photo);
    await dialog.getByRole("img", { name: "Preview of the chosen photo" }).waitFor();
    await dialog.getByRole("button", { name: "Create recipe" }).click();
    await toastText(page, "Recipe created").waitFor();
    await dialog.waitFor({ state: "detached" });
    const row = page.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    // Languages: with no provider, a new recipe is complete in none of the 16 until someone translates it.
    expect(await row.getByRole("cell").allTextContents()).toEqual([expect.stringMatching(/^\d+$/), title, "Khaleeji", "Medium", "Yes", "No", "0/16", ""]);

    // The public lists show it: Popular puts featured recipes first.
    await page.goto("/");
    await page.getByText(title).first().waitFor();

    // Edit: the dialog starts from the recipe; the new title reaches the table.
    await page.goto("/admin?tab=recipes");
    await page.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit recipe" });
    await edit.waitFor();
    expect(await edit.getByLabel("Title").inputValue()).toBe(title);
    expect(await edit.getByLabel("Ingredients").inputValue()).toBe("1 cup red lentils\n4 cups water\n1 tsp cumin");
    expect(await edit.getByLabel("Category").textContent()).toBe("Main");
    expect(await edit.getByLabel("Featured").isChecked()).toBe(true);
    await edit.getByRole("img", { name: "Current photo of the recipe" }).waitFor();
    await expectAccessible(page);
    const edited = `${title} with lemon`;
    await edit.getByLabel("Title").fill(edited);
    await edit.getByLabel("Quick & Easy").check();
    await edit.getByRole("button", { name: "Save changes" }).click();
    await toastText(page, "Recipe updated").waitFor();
    await edit.waitFor({ state: "detached" });
    const editedRow = page.getByRole("row").filter({ hasText: edited });
    await editedRow.waitFor();
    expect(await editedRow.getByRole("cell").nth(5).textContent()).toBe("Yes");

    // Delete, after the SPEC's question.
    await page.getByRole("button", { name: `Delete ${edited}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this recipe?" });
    await confirm.getByText("Are you sure you want to delete this recipe?").waitFor();
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete recipe" }).click();
    await toastText(page, "Recipe deleted").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: edited }).count(), poll).toBe(0);
    const list = (await (await context.request.get("/api/recipes")).json()) as { title: string }[];
    expect(list.some((recipe) => recipe.title === edited)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("lists the users, saves a subscription from the edit dialog and deletes a user after confirming", async () => {
    const owner = await signedInVisitor(browser);
    await owner.context.close();
    const { context, page } = await admin(browser);
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Users" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab"), poll).toBe("users");
    await page.getByRole("heading", { name: /^\d+ users?$/ }).waitFor();
    for (const column of ["ID", "Username", "First Name", "Last Name", "Email", "Household", "Members", "Subscription Status", "Trial Ends", "Subscription Ends", "Actions"]) {
      expect(await page.getByRole("columnheader", { name: column, exact: true }).count(), column).toBe(1);
    }
    const row = page.getByRole("row").filter({ hasText: owner.email });
    await row.waitFor();
    // Her household (decision 0080): its number, and one member, her.
    const cells = await row.getByRole("cell").allTextContents();
    expect(cells[5]).toMatch(/^\d+$/);
    expect(cells[6]).toBe("1");
    expect(await row.getByText(/^Trial ends /).isVisible()).toBe(true);
    // An admin cannot delete themself here.
    expect(await page.getByRole("button", { name: "You cannot delete your own account here." }).isDisabled()).toBe(true);
    await expectAccessible(page);

    await page.getByRole("button", { name: `Edit subscription of ${owner.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit subscription" });
    await dialog.waitFor();
    expect(await dialog.getByLabel("Subscription status").textContent()).toBe("Trial");
    await choose(page, "Subscription status", "Canceled");
    await dialog.getByLabel("Subscription ends").fill("2031-05-04T10:30");
    await expectAccessible(page);
    const saved = page.waitForResponse((response) => response.url().includes("/subscription") && response.request().method() === "PATCH");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    const body = (await saved).request().postDataJSON() as Record<string, string>;
    expect(body.subscriptionStatus).toBe("canceled");
    expect(new Date(body.subscriptionEndsAt!).getTime()).toBe(new Date(2031, 4, 4, 10, 30).getTime());
    expect(body).not.toHaveProperty("trialEndsAt");
    await toastText(page, "Subscription updated").waitFor();
    await row.getByText("Canceled (was until").waitFor();
    expect(await row.textContent()).toContain("2031");
    // Emails wrap only after "@" or before a dot, never mid-word.
    expect(await row.locator("wbr").count()).toBeGreaterThanOrEqual(2);

    // An active subscription reads "Active until …", not a bare date.
    await page.getByRole("button", { name: `Edit subscription of ${owner.email}` }).click();
    await dialog.waitFor();
    await choose(page, "Subscription status", "Active");
    await dialog.getByLabel("Subscription ends").fill("2031-06-04T10:30");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await row.getByText(/^Active until .*2031/).waitFor();

    await page.getByRole("button", { name: `Delete ${owner.email}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this user?" });
    await confirm.getByText(/cannot be undone.*also deletes their recipes, favorites and other data/).waitFor();
    await confirm.getByRole("button", { name: "Delete user" }).click();
    await toastText(page, "User deleted").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: owner.email }).count(), poll).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows the statistics from real activity, and scrolls the tables sideways on a phone", async () => {
    const owner = await signedInVisitor(browser);
    const [recipe] = (await (await owner.context.request.get("/api/recipes")).json()) as { id: number; title: string }[];
    for (let i = 0; i < 3; i++) {
      expect((await owner.context.request.post("/api/analytics/recipe-click", { data: { recipeId: recipe!.id } })).status()).toBe(204);
    }
    expect((await owner.context.request.post("/api/track/share", { data: { platform: "whatsapp" } })).status()).toBe(204);
    await owner.context.close();

    const { context, page } = await admin(browser, phone);
    await page.goto("/admin?tab=stats");
    await page.getByRole("heading", { name: "Statistics" }).waitFor();
    const clicked = page.getByRole("table", { name: "Top 5 most clicked recipes" });
    await clicked.getByRole("rowheader").filter({ hasText: recipe!.title }).waitFor();
    const platforms = page.getByRole("table", { name: "Page shares by platform, this month" });
    expect(await platforms.getByRole("rowheader").allTextContents()).toEqual(["WhatsApp", "Instagram", "Facebook", "X", "Copied link"]);
    const byPlatform = await platforms.getByRole("cell").allTextContents();
    expect(Number(byPlatform[0])).toBeGreaterThanOrEqual(1);
    // Each total reads its words (no raw key), and the page shares this month are the chart's sum.
    const total = (label: string) => page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) }).locator("dd").first();
    expect(Number(await total("Page shares this month").textContent())).toBe(byPlatform.reduce((sum, cell) => sum + Number(cell), 0));
    await total("Translation shares this month").waitFor();
    await total("Household recipes").waitFor();
    expect(await page.getByText(/stats\.|totals\./).count()).toBe(0);
    const months = page.getByRole("table", { name: "Subscriptions by month" });
    expect(await months.getByRole("row").count()).toBe(7);
    expect(await months.getByRole("columnheader").allTextContents()).toEqual(["Month", "Active", "Trial", "Canceled", "Inactive"]);
    await page.getByRole("table", { name: "Users by helper language" }).getByRole("rowheader", { name: "Not Selected" }).waitFor();
    await page.getByRole("table", { name: "Recipes by category" }).waitFor();
    expect(await page.getByText(/^Total: \d+$/).count()).toBe(2);
    await expectAccessible(page);

    await page.getByRole("tab", { name: "Users" }).click();
    const region = page.getByRole("region", { name: "Users table" });
    await region.waitFor();
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expectAccessible(page);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("reads in Arabic, right to left", async () => {
    const { context, page } = await admin(browser);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("app-language", "ar"));
    await page.goto("/admin?tab=users");
    await page.getByRole("heading", { level: 1, name: "لوحة الإدارة" }).waitFor();
    // The count of users in the words Arabic uses for it: one, two, 3 to 10, 11 to 99, 100 and more.
    await page.getByRole("heading", { name: /^(مستخدم واحد|مستخدمان|\d+ مستخدمين|\d+ مستخدمًا|\d+ مستخدم)$/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    expect(await page.getByRole("columnheader", { name: "حالة الاشتراك" }).count()).toBe(1);
    expect(await page.getByRole("columnheader", { name: "الأسرة", exact: true }).count()).toBe(1);
    expect(await page.getByRole("columnheader", { name: "الأعضاء", exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole("tab", { name: "الإحصاءات" }).click();
    await page.getByRole("heading", { name: "مشاركات الصفحة حسب المنصة، هذا الشهر" }).waitFor();
    await page.locator("dt", { hasText: /^وصفات الأسر$/ }).waitFor();
    await page.locator("dt", { hasText: /^مشاركات الترجمة هذا الشهر$/ }).waitFor();
    expect(await page.getByText(/stats\.|totals\./).count()).toBe(0);
    await expectAccessible(page);
    await context.close();
  });

  it("sends owners and visitors who open /admin to the home page", async () => {
    const owner = await signedInVisitor(browser);
    await owner.page.goto("/admin?tab=users");
    await expect.poll(() => pathOf(owner.page), poll).toBe("/");
    expect(await owner.page.getByText("Loading users...").count()).toBe(0);
    await owner.context.close();

    const guest = await newVisitor(browser);
    await guest.page.goto("/admin");
    await expect.poll(() => pathOf(guest.page), poll).toBe("/");
    await guest.context.close();
  });
});
