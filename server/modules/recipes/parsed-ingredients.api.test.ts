import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { parserVersion } from "../../../common/kitchen/parse-ingredient-line";
import { recipes } from "../../db/schema";
import { signedUpAgent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";
import { multipart } from "../../../test/helpers/multipart";
import { fillParsedIngredients } from "./parsed-ingredients";

const adminEmail = "parser-admin@example.com";

/** Decision 0069: every recipe's lines are parsed once, when they are written, and kept with it. */
describe("the parsed ingredient lines kept with each recipe", () => {
  let t: TestApp;
  let admin: Agent;
  let owner: Agent;
  const parsedOf = async (id: number) => (await t.database.db.select({ parsed: recipes.parsedIngredients }).from(recipes).where(eq(recipes.id, id)))[0]!.parsed;
  const idOf = async (slug: string) => (await t.database.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.slug, slug)))[0]!.id;

  beforeAll(async () => {
    t = await buildTestApp({ config: { adminEmails: new Set([adminEmail]) } });
    admin = (await signedUpAgent(t.app, { email: adminEmail })).client;
    owner = (await signedUpAgent(t.app)).client;
  });
  afterAll(() => t.close());

  it("are stored for every bundled recipe at seed, one list per line", async () => {
    const rows = await t.database.db.select({ ingredients: recipes.ingredients, parsed: recipes.parsedIngredients }).from(recipes);
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.parsed?.version).toBe(parserVersion);
      expect(row.parsed?.lines).toHaveLength(row.ingredients.length);
    }
    const machboos = await parsedOf(await idOf("chicken-machboos"));
    expect(machboos!.lines[0]).toEqual([
      expect.objectContaining({ quantity: 1.2, unit: "kg", itemKey: "chicken", preparation: "cut into 8 pieces, skin removed", aisle: "meat-fish" }),
    ]);
  });

  it("are written when an admin adds a recipe, and again when its lines change", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#d97706" } }).jpeg().toBuffer();
    const fields = {
      title: "Parser Kabsa",
      description: "Rice and chicken.",
      cuisineType: "Khaleeji",
      category: "main",
      difficulty: "Medium",
      prepTime: "20",
      cookTime: "60",
      servings: "6",
      ingredients: "1 kg chicken\n3 cups basmati rice (about 600 g)",
      instructions: "Cook.",
    };
    const { payload, headers } = multipart(fields, { name: "kabsa.jpg", type: "image/jpeg", bytes: photo });
    const created = await admin.post("/api/admin/recipes", payload, headers);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await parsedOf(id))!.lines.map((parts) => parts.map((p) => [p.quantity, p.unit, p.itemKey]))).toEqual([[[1, "kg", "chicken"]], [[3, "cup", "rice"]]]);

    expect((await admin.patch(`/api/admin/recipes/${id}`, { title: "Parser Kabsa 2" })).statusCode).toBe(200);
    expect((await parsedOf(id))!.lines).toHaveLength(2);
    expect((await admin.patch(`/api/admin/recipes/${id}`, { ingredients: ["2 onions, sliced", "1 kg chicken", "1 tsp salt"] })).statusCode).toBe(200);
    expect((await parsedOf(id))!.lines.map((parts) => parts[0]!.itemKey)).toEqual(["onion", "chicken", "salt"]);
  });

  it("are written in the language a household recipe is written in, and again when its lines change", async () => {
    const recipe = {
      title: "عدس البيت",
      description: "شوربة عدس.",
      cuisineType: "Khaleeji",
      category: "main",
      difficulty: "Easy",
      prepTime: 10,
      cookTime: 40,
      servings: 4,
      ingredients: ["كوب عدس أحمر", "١ بصلة مفرومة", "ملح حسب الرغبة"],
      instructions: ["يطبخ العدس مع البصل."],
    };
    const created = await owner.post("/api/my-recipes", recipe);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await parsedOf(id))!.lines.map((parts) => parts.map((p) => [p.quantity, p.unit, p.itemKey]))).toEqual([
      [[1, "cup", "red-lentil"]],
      [[1, null, "onion"]],
      [[null, null, "salt"]],
    ]);
    expect((await owner.patch(`/api/my-recipes/${id}`, { ingredients: "٢ كوب عدس أحمر\n٢ جزر" })).statusCode).toBe(200);
    expect((await parsedOf(id))!.lines.map((parts) => parts.map((p) => [p.quantity, p.unit, p.itemKey]))).toEqual([[[2, "cup", "red-lentil"]], [[2, null, "carrot"]]]);
  });

  it("are filled in at start-up for rows stored without them or by an older parser, once", async () => {
    const ids = [await idOf("harira"), await idOf("hummus"), await idOf("kofte")];
    const before = await parsedOf(ids[0]!);
    await t.database.db.update(recipes).set({ parsedIngredients: null }).where(inArray(recipes.id, ids.slice(0, 2)));
    await t.database.db.update(recipes).set({ parsedIngredients: { version: parserVersion - 1, lines: [] } }).where(eq(recipes.id, ids[2]!));
    expect(await fillParsedIngredients(t.database.db)).toBe(3);
    expect(await parsedOf(ids[0]!)).toEqual(before);
    expect((await parsedOf(ids[2]!))!.version).toBe(parserVersion);
    expect(await fillParsedIngredients(t.database.db)).toBe(0);
  });
});
