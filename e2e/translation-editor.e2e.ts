import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, launchBrowser, pageErrors } from "./support/browser";
import { signedInAdmin, signedInVisitor } from "./support/session";
import { captureWhatsApp } from "./support/whatsapp";

const origin = () => ({ origin: inject("baseUrl") });

/** A recipe the catalogue does not have, added by the admin through the API (multipart, as the form sends it). */
async function addRecipe(page: Page, title: string) {
  const response = await page.request.post("/api/admin/recipes", {
    headers: origin(),
    multipart: {
      title,
      description: "Lamb and rice for the whole family.",
      cuisineType: "Khaleeji",
      category: "main",
      difficulty: "Medium",
      prepTime: "20",
      cookTime: "90",
      servings: "6",
      ingredients: "800 g lamb\n3 cups rice",
      instructions: "Stew the lamb for 80 minutes.\nCook the rice in the broth.",
      image: {
        name: "dish.png",
        mimeType: "image/png",
        buffer: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWM45MhDEmIY1eA4GkqHsIUBAAQCy0FtZy4DAAAAAElFTkSuQmCC", "base64"),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}

/** With no translation service: the owner is told plainly; the admin fills Urdu; the helper gets Urdu. */
describe("translating a new recipe without a provider", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("says the recipe is not in Urdu yet, the admin fills Urdu in the editor, and the next WhatsApp message is in Urdu", async () => {
    const admin = await signedInAdmin(browser);
    await admin.context.addInitScript(() => sessionStorage.setItem("hasSeenHelperDialog", "true"));
    const title = `Aunt Mariam's Thareed ${Math.random().toString(36).replace(/[^a-z]/g, "").slice(0, 6)}`;
    const recipe = await addRecipe(admin.page, title);

    // The owner first: told exactly that, with English offered.
    const owner = await signedInVisitor(browser);
    await owner.page.request.post("/api/account/update-phone", {
      data: { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" },
      headers: origin(),
    });
    await owner.page.goto(`/recipe/${recipe.id}`);
    await owner.page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click();
    const offer = owner.page.getByRole("dialog");
    await offer.getByText("This recipe is not translated into Urdu yet. You can send it in English instead.").waitFor();
    await offer.getByRole("button", { name: "Cancel" }).click();

    // The admin: the recipe shows 0 of 16 languages; the editor fills Urdu line by line.
    await admin.page.goto("/admin?tab=recipes");
    const coverage = admin.page.getByRole("button", { name: new RegExp(`^Translations of ${title}: 0 of 16 languages complete$`) });
    await coverage.click();
    const dialog = admin.page.getByRole("dialog", { name: `Translations of ${title}` });
    await dialog.getByText("No translation service is configured", { exact: false }).waitFor();
    await dialog.getByRole("button", { name: "Edit the Urdu translation" }).click();
    await dialog.getByLabel(/^Title/).fill("خالہ مریم کا ثرید");
    await dialog.getByLabel(/^Description/).fill("پورے گھر کے لیے گوشت اور چاول۔");
    await dialog.getByLabel(/^Ingredient 1/).fill("بھیڑ کا گوشت");
    await dialog.getByRole("button", { name: "Save translation" }).click();
    // A line that lost its number: nothing saved, the line says why.
    await dialog.getByText("Keep the numbers of the English line: the same numbers, none left out or added.").waitFor();
    await dialog.getByLabel(/^Ingredient 1/).fill("800 گرام بھیڑ کا گوشت");
    await dialog.getByLabel(/^Ingredient 2/).fill("3 کپ چاول");
    await dialog.getByLabel(/^Step 1/).fill("گوشت کو 80 منٹ پکائیں۔");
    await dialog.getByLabel(/^Step 2/).fill("چاول شوربے میں پکائیں۔");
    await dialog.getByRole("button", { name: "Save translation" }).click();
    await admin.page.locator("li[data-state=open]").filter({ hasText: "Translation saved" }).waitFor();
    await expect.poll(() => dialog.getByText("Reviewed", { exact: true }).count()).toBe(6);
    await expectAccessible(admin.page);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
    await admin.page.getByRole("button", { name: new RegExp(`^Translations of ${title}: 1 of 16 languages complete$`) }).waitFor();

    // The owner again: the message is in Urdu, with no translation service at all.
    await owner.page.reload();
    const { text } = await captureWhatsApp(owner.context, owner.page, () => owner.page.getByRole("button", { name: "Translate & Send on WhatsApp" }).click());
    expect(text.split("\n\n")[1], "the title, after her greeting").toBe("*خالہ مریم کا ثرید*");
    expect(text).toContain("• 800 گرام بھیڑ کا گوشت");
    expect(text).toContain("1. گوشت کو 80 منٹ پکائیں۔");
    expect(pageErrors(admin.page)).toEqual([]);
    await owner.context.close();
    await admin.context.close();
  });
});
