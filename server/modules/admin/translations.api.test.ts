import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { translatedLanguageCodes } from "../../../common/languages";
import { recipes } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

const adminEmail = "editor-admin@example.com";
const dish = {
  title: "Aunt Mariam's Thareed",
  description: "Bread soaked in a rich stew.",
  cuisineType: "Khaleeji",
  difficulty: "Medium",
  prepTime: 20,
  cookTime: 90,
  servings: 6,
  ingredients: ["800 g lamb", "3 loaves regag bread"],
  instructions: ["Stew the lamb for 80 minutes.", "Soak the bread in the broth."],
};

/** Coverage for the admin, and the editor that fills a language with no provider at all. */
describe("translation coverage and the translation editor", () => {
  let t: TestApp;
  let admin: Agent;
  let owner: Agent;
  let dishId: number;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    owner = (await signedUpAgent(t.app)).client;
    await owner.post("/api/account/update-phone", { helperFirstName: "Nasreen", domesticWorkerPhone: "+971501234567", preferredLanguage: "ur" });
    const [row] = await t.database.db.insert(recipes).values(dish).returning({ id: recipes.id });
    dishId = row!.id;
  });
  afterAll(() => t.close());

  it("shows every bundled recipe complete in every language, and a new one missing with no provider", async () => {
    const coverage = (await admin.get("/api/admin/translations")).json() as {
      provider: boolean;
      recipes: { recipeId: number; complete: number; languages: { language: string; state: string }[] }[];
      byLanguage: { language: string; complete: number; total: number }[];
    };
    expect(coverage.provider).toBe(false);
    const [machboos] = await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"));
    expect(coverage.recipes.find((recipe) => recipe.recipeId === machboos!.id)).toMatchObject({ complete: translatedLanguageCodes.length });
    const mine = coverage.recipes.find((recipe) => recipe.recipeId === dishId)!;
    expect(mine.complete).toBe(0);
    expect(new Set(mine.languages.map((language) => language.state))).toEqual(new Set(["missing"]));
    const urdu = coverage.byLanguage.find((language) => language.language === "ur")!;
    expect(urdu).toEqual({ language: "ur", complete: urdu.total - 1, total: urdu.total });
    expect((await owner.get("/api/admin/translations")).statusCode).toBe(403);
  });

  it("shows the English beside the translation with each line's state", async () => {
    const sheet = (await admin.get(`/api/admin/recipes/${dishId}/translations/ur`)).json();
    expect(sheet.english.ingredients).toEqual(dish.ingredients);
    expect(sheet.translation).toEqual({ title: "", description: "", ingredients: ["", ""], instructions: ["", ""] });
    expect(sheet.states.ingredients).toEqual(["missing", "missing"]);
    expect((await admin.get(`/api/admin/recipes/${dishId}/translations/en`)).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/recipes/999999/translations/ur`)).statusCode).toBe(404);
  });

  it("refuses a line that loses a number and saves nothing then", async () => {
    const refused = await admin.send("PUT", `/api/admin/recipes/${dishId}/translations/ur`, {
      title: "خالہ مریم کا ثرید",
      description: "",
      ingredients: ["بھیڑ کا گوشت", "3 روٹیاں"],
      instructions: ["", ""],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ "ingredients.0": ["Keep the numbers of the English line: the same numbers, none left out or added."] });
    expect((await admin.get(`/api/admin/recipes/${dishId}/translations/ur`)).json().translation.title).toBe("");
  });

  it("fills Urdu line by line, marks it reviewed, and the owner's WhatsApp message is then in Urdu with no provider", async () => {
    const urdu = {
      title: "خالہ مریم کا ثرید",
      description: "شوربے میں بھیگی روٹی۔",
      ingredients: ["800 گرام بھیڑ کا گوشت", "3 رقاق روٹیاں"],
      instructions: ["گوشت کو 80 منٹ پکائیں۔", "روٹی کو شوربے میں بھگو دیں۔"],
    };
    const saved = await admin.send("PUT", `/api/admin/recipes/${dishId}/translations/ur`, urdu);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().states).toEqual({ title: "reviewed", description: "reviewed", ingredients: ["reviewed", "reviewed"], instructions: ["reviewed", "reviewed"] });
    // An empty line keeps what is there.
    const kept = await admin.send("PUT", `/api/admin/recipes/${dishId}/translations/ur`, { title: "", description: "", ingredients: ["", ""], instructions: ["", ""] });
    expect(kept.json().translation).toEqual(urdu);

    const sent = await owner.post("/api/shares", { recipeId: dishId });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toContain("*خالہ مریم کا ثرید*");
    expect(sent.json().message).toContain("• 800 گرام بھیڑ کا گوشت");

    const coverage = (await admin.get("/api/admin/translations")).json() as { recipes: { recipeId: number; complete: number; languages: { language: string; state: string }[] }[] };
    const mine = coverage.recipes.find((recipe) => recipe.recipeId === dishId)!;
    expect(mine.complete).toBe(1);
    expect(mine.languages.find((language) => language.language === "ur")?.state).toBe("reviewed");
  });

  it("marks as reviewed only the lines the admin changed, the others keeping their state", async () => {
    const [machboos] = await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, "chicken-machboos"));
    const path = `/api/admin/recipes/${machboos!.id}/translations/hi`;
    const before = (await admin.get(path)).json() as { translation: { title: string; ingredients: string[] }; states: { title: string; ingredients: string[]; instructions: string[] } };
    expect(before.states.title).toBe("bundled");

    const edited = { ...before.translation, ingredients: before.translation.ingredients.map((line, i) => (i === 1 ? `${line} (ताज़ा)` : line)) };
    const saved = await admin.send("PUT", path, edited);
    expect(saved.statusCode, saved.body).toBe(200);
    const states = saved.json().states as typeof before.states;
    expect(states.ingredients[1]).toBe("reviewed");
    expect({ ...states, ingredients: states.ingredients.filter((_, i) => i !== 1) }).toEqual({
      ...before.states,
      ingredients: before.states.ingredients.filter((_, i) => i !== 1),
    });
  });
});
