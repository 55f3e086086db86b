import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseIngredientLine, parseIngredientLines } from "./parse-ingredient-line";
import { formatShoppingList } from "./shopping-format";
import { buildShoppingList, type PlannedDish } from "./shopping-list";
import { catalogRecipe } from "./test-catalog";

const english = JSON.parse(readFileSync(path.resolve("catalog/shopping-items/en.json"), "utf8")) as Record<string, string>;
const names = (code: string) => JSON.parse(readFileSync(path.resolve(`catalog/shopping-items/${code}.json`), "utf8")) as Record<string, string>;

/** Dishes made of lines, each at a servings factor. */
const dish = (lines: string[], factor = 1, language = "en"): PlannedDish => ({ parsed: parseIngredientLines(lines, language), factor });
const listOf = (dishes: PlannedDish[], language = "en") => formatShoppingList(buildShoppingList(dishes), language, (line) => names(language)[line.key]);
const textOf = (dishes: PlannedDish[], key: string, language = "en") =>
  listOf(dishes, language)
    .groups.flatMap((group) => group.lines)
    .find((line) => line.key === key)?.text;
const groupOf = (dishes: PlannedDish[], key: string) => listOf(dishes).groups.find((group) => group.lines.some((line) => line.key === key))?.aisle;

describe("the shopping list of planned dishes", () => {
  it("adds up one thing across dishes and lines, whatever their wording and preparation", () => {
    const tomatoes = [dish(["4 tomatoes, chopped"]), dish(["3 tomatoes, diced", "2 tomatoes, sliced"])];
    expect(textOf(tomatoes, "tomato")).toBe("Tomatoes — 9");
    expect(listOf(tomatoes).groups.flatMap((group) => group.lines)).toHaveLength(1);
  });

  it("converts units of a kind (g and kg, ml and l, tsp, tbsp and cups) and writes the sum as one buys it", () => {
    expect(textOf([dish(["750 g boneless lamb", "500 g lamb shoulder"]), dish(["0.25 kg lamb"])], "lamb")).toBe("Lamb — 1.5 kg");
    expect(textOf([dish(["1 l full-fat milk"]), dish(["½ cup milk (125 ml)"])], "milk")).toBe("Milk — 1.2 l");
    expect(textOf([dish(["2 tbsp soy sauce"]), dish(["1 tsp soy sauce"])], "soy-sauce")).toBe("Soy sauce — 2½ tbsp");
    expect(textOf([dish(["½ cup sugar"]), dish(["4 tbsp sugar"])], "sugar")).toBe("Sugar — ¾ cup");
    expect(textOf([dish(["175 g butter"]), dish(["1 tbsp butter"])], "butter")).toBe("Butter — 175 g + 1 tbsp");
  });

  it("keeps counts and weights apart when they cannot be converted", () => {
    expect(textOf([dish(["2 onions, finely chopped"]), dish(["300 g onions, sliced"])], "onion")).toBe("Onions — 2 + 300 g");
  });

  it("uses the weight a line gives beside its cups when another line has only a weight", () => {
    expect(textOf([dish(["3 cups basmati rice (about 600 g)"]), dish(["500 g basmati rice"])], "rice")).toBe("Rice — 1.1 kg");
  });

  it("scales each dish by its servings before adding up, rounding counts up", () => {
    expect(textOf([dish(["1 onion, chopped"], 0.5), dish(["3 large onions, thinly sliced"], 1.5)], "onion")).toBe("Onions — 5");
    expect(textOf([dish(["1-2 green chillies"], 1)], "chilli")).toBe("Fresh chillies — 2");
  });

  it("buys garlic by the head, herbs by the bunch and ginger by weight", () => {
    expect(textOf([dish(["4 garlic cloves, crushed", "1 head garlic, cloves peeled"]), dish(["8 garlic cloves"])], "garlic")).toBe("Garlic — 3 heads");
    expect(textOf([dish(["1 cup chopped coriander", "2 tbsp chopped coriander leaves"]), dish(["150 g coriander, finely chopped"])], "coriander")).toBe(
      "Fresh coriander — 3 bunches",
    );
    expect(textOf([dish(["3 cm piece fresh ginger, peeled", "1 tbsp grated fresh ginger"])], "ginger")).toBe("Fresh ginger — 15 g + 1 tbsp");
  });

  it("never lists water, and puts salt, pepper, oil and common spices in a short group with no spoonfuls", () => {
    const list = listOf([dish(["2 l water, plus 1 cup for the flour", "1 tsp salt", "½ tsp black pepper", "3 tbsp vegetable oil", "1 tsp turmeric", "2 onions"]), dish(["1½ tsp salt"])]);
    const keys = list.groups.flatMap((group) => group.lines.map((line) => line.key));
    expect(keys).not.toContain("water");
    const staples = list.groups.find((group) => group.aisle === "staples")!;
    expect(staples.lines.map((line) => line.text)).toEqual(["Black pepper", "Salt", "Turmeric", "Vegetable oil"]);
    expect(list.groups.at(-1)!.aisle).toBe("staples");
    // A litre of oil for frying is worth saying.
    expect(textOf([dish(["Vegetable oil for deep frying (about 1 l)", "2 tbsp vegetable oil"])], "vegetable-oil")).toBe("Vegetable oil — 1.1 l");
  });

  it("keeps ghee with the oils and herbs with the vegetables", () => {
    const dishes = [dish(["3 tbsp ghee", "2 tbsp olive oil", "1 cup chopped parsley", "1 bunch mint", "2 tbsp butter"])];
    expect(groupOf(dishes, "ghee")).toBe("oils");
    expect(groupOf(dishes, "parsley")).toBe("produce");
    expect(groupOf(dishes, "mint")).toBe("produce");
    expect(groupOf(dishes, "butter")).toBe("dairy");
  });

  it("adds up an Arabic household recipe's lines with an English recipe's", () => {
    const dishes = [dish(["٢ بصلة مفرومة", "نصف كيلو لحم غنم", "ملح حسب الرغبة"], 1, "ar"), dish(["1 onion, chopped", "250 g boneless lamb"])];
    expect(textOf(dishes, "onion")).toBe("Onions — 3");
    expect(textOf(dishes, "lamb")).toBe("Lamb — 750 g");
    expect(textOf(dishes, "onion", "ar")).toBe("بصل — 3");
    expect(textOf(dishes, "lamb", "ar")).toBe("لحم غنم — 750 غرام");
  });

  it("writes amounts in her units and decimal separator", () => {
    const dishes = [dish(["1.5 kg chicken", "2 cups rice", "4 garlic cloves"])];
    expect(textOf(dishes, "chicken", "hi")).toBe("चिकन — 1.5 किलो");
    expect(textOf(dishes, "rice", "hi")).toBe("चावल — 2 कप");
    expect(textOf(dishes, "chicken", "fr")).toBe("Poulet — 1,5 kg");
    expect(textOf(dishes, "rice", "fr")).toBe("Riz — 2 tasses");
    expect(textOf(dishes, "garlic", "sw")).toBe("Kitunguu saumu — 1 kichwa");
  });

  it("refuses a servings factor that is not a positive number", () => {
    expect(() => buildShoppingList([dish(["1 onion"], 0)])).toThrow(RangeError);
    expect(() => buildShoppingList([dish(["1 onion"], Number.NaN)])).toThrow(RangeError);
  });
});

type MenuFixture = { title: string; dishes: { slug: string; servings: number }[]; expected: Record<string, string[]> };
const menusDir = path.resolve("common/kitchen/fixtures/menus");
const menus = readdirSync(menusDir)
  .filter((file) => file.endsWith(".json"))
  .map((file) => [file, JSON.parse(readFileSync(path.join(menusDir, file), "utf8")) as MenuFixture] as const);

/** Words that say how a dish wants a thing: none belongs on a list. */
const preparationWords = /\b(?:chopped|sliced|diced|grated|crushed|minced|peeled|melted|softened|beaten|rinsed|drained|soaked|halved|cubed|to serve|to taste|for frying|optional)\b/i;

describe.each(menus)("the hand-written list of %s", (_, menu) => {
  const planned = menu.dishes.map(({ slug, servings }) => {
    const recipe = catalogRecipe(slug);
    return { parsed: recipe.ingredients.map((line) => parseIngredientLine(line)), factor: servings / recipe.servings };
  });

  it("is a real menu of 3 to 7 dishes with one line per thing and no preparation word", () => {
    expect(menu.dishes.length).toBeGreaterThanOrEqual(3);
    expect(menu.dishes.length).toBeLessThanOrEqual(7);
    const lines = Object.values(menu.expected).flat();
    const itemNames = lines.map((line) => line.split(" — ")[0]);
    expect(new Set(itemNames).size).toBe(itemNames.length);
    expect(lines.filter((line) => preparationWords.test(line))).toEqual([]);
  });

  it("is what the list gives, aisle by aisle", () => {
    const list = formatShoppingList(buildShoppingList(planned), "en", (line) => english[line.key]);
    const got = Object.fromEntries(list.groups.map((group) => [group.aisle, group.lines.map((line) => line.text).sort()]));
    const expected = Object.fromEntries(Object.entries(menu.expected).map(([aisle, lines]) => [aisle, [...lines].sort()]));
    expect(got).toEqual(expected);
    expect(list.groups.flatMap((group) => group.lines).filter((line) => preparationWords.test(line.text))).toEqual([]);
  });
});
