import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipes } from "../../db/schema";
import type { RecipeCard, RecipeSearchResult } from "../../../common/recipe";
import { agent, type Agent } from "../../../test/helpers/agent";
import { buildTestApp, type TestApp } from "../../../test/helpers/build-test-app";

const base = {
  description: "A test dish",
  category: "main",
  prepTime: 10,
  cookTime: 10,
  servings: 2,
  ingredients: ["1 cup rice"],
  instructions: ["Cook."],
};

describe("recipe search (SPEC §5)", () => {
  let t: TestApp;
  let guest: Agent;
  const search = async (query: string): Promise<RecipeSearchResult> => {
    const response = await guest.get(`/api/recipes/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const allPages = async (query: string, limit = 5) => {
    const seen: RecipeCard[] = [];
    let cursor: string | null = null;
    do {
      const page: RecipeSearchResult = await search(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    guest = agent(t.app);
    const sameTime = new Date("2020-01-01T00:00:00Z");
    await t.database.db.insert(recipes).values([
      { ...base, title: "Zeta 100% Juice_Test", cuisineType: "Western", difficulty: "Expert", createdAt: sameTime },
      { ...base, title: "Zeta Twin A", cuisineType: "Middle Eastern", difficulty: "Easy", createdAt: sameTime },
      { ...base, title: "Zeta Twin B", cuisineType: "Middle-Eastern", difficulty: "Easy", createdAt: sameTime },
    ]);
  });
  afterAll(() => t.close());

  it("matches a case-insensitive substring of the title, description or cuisine", async () => {
    expect((await search("q=MACHBOOS")).items.map((r) => r.title)).toContain("Chicken Machboos");
    const byCuisine = await search("q=caribb");
    expect(byCuisine.total).toBeGreaterThanOrEqual(4);
    expect(byCuisine.items.every((r) => r.cuisineType === "Caribbean" || /caribb/i.test(r.title + r.description))).toBe(true);
  });

  it("treats % and _ in the search text as plain characters", async () => {
    expect((await search("q=100%25")).items.map((r) => r.title)).toEqual(["Zeta 100% Juice_Test"]);
    expect((await search("q=e_T")).items.map((r) => r.title)).toEqual(["Zeta 100% Juice_Test"]);
    expect((await search("q=%25%25%25")).total).toBe(0);
  });

  it("compares cuisines lower-cased without spaces or hyphens", async () => {
    const spaced = await search("cuisine=Middle%20Eastern&limit=100");
    const hyphen = await search("cuisine=middle-eastern&limit=100");
    const key = await search("cuisine=middleeastern&limit=100");
    expect(spaced.total).toBeGreaterThanOrEqual(6);
    expect(hyphen.items.map((r) => r.id)).toEqual(spaced.items.map((r) => r.id));
    expect(key.items.map((r) => r.id)).toEqual(spaced.items.map((r) => r.id));
    expect(spaced.items.map((r) => r.title)).toEqual(expect.arrayContaining(["Zeta Twin A", "Zeta Twin B"]));
    expect((await search("cuisine=all")).total).toBe((await search("")).total);
  });

  it("filters by exact category and by quick", async () => {
    const drinks = await search("category=drink&limit=100");
    expect(drinks.total).toBeGreaterThanOrEqual(6);
    expect(drinks.items.every((r) => r.category === "drink")).toBe(true);
    const quick = await search("quick=true&limit=100");
    expect(quick.items.every((r) => r.quick)).toBe(true);
    expect((await guest.get("/api/recipes/search?category=drinks")).statusCode).toBe(400);
  });

  it("sorts easiest Easy < Medium < Hard with an unknown difficulty last", async () => {
    const list = await allPages("sort=easiest", 7);
    const rank = (d: string) => ({ Easy: 1, Medium: 2, Hard: 3 })[d] ?? 4;
    const ranks = list.map((r) => rank(r.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(list.at(-1)!.difficulty).toBe("Expert");
  });

  it("sorts quickest by prep plus cook time and newest by date, ties by id", async () => {
    const quickest = await allPages("sort=quickest", 9);
    const totals = quickest.map((r) => r.prepTime + r.cookTime);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    const newest = await allPages("sort=newest", 4);
    for (let i = 1; i < newest.length; i++) {
      const [a, b] = [newest[i - 1]!, newest[i]!];
      const order = Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
      expect(order).toBeLessThan(0);
    }
  });

  it("pages through every result once, with the total, whatever the page size", async () => {
    const { total } = await search("sort=easiest");
    for (const limit of [1, 5, 13]) {
      const all = await allPages("sort=easiest", limit);
      expect(all).toHaveLength(total);
      expect(new Set(all.map((r) => r.id)).size).toBe(total);
    }
  });

  it("rejects a forged cursor and a page size out of range with 400", async () => {
    expect((await guest.get("/api/recipes/search?cursor=not-a-cursor")).statusCode).toBe(400);
    expect((await guest.get("/api/recipes/search?limit=1000")).statusCode).toBe(400);
    expect((await guest.get("/api/recipes/search?sort=tastiest")).statusCode).toBe(400);
    const sneaky = Buffer.from(JSON.stringify(["1; drop table recipes", 1])).toString("base64url");
    expect((await guest.get(`/api/recipes/search?sort=easiest&cursor=${sneaky}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await search("")).total).toBeGreaterThan(0);
  });
});
