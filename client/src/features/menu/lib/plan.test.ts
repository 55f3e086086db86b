import { describe, expect, it } from "vitest";
import { menuMaxDishesPerSlot, menuMaxServings } from "@common/menu";
import type { RecipeCard } from "@common/recipe";
import { addDish, copyDay, dishesAt, moveDish, putBody, removeDish, setCook, setServings, type Plan } from "./plan";

const recipe = (id: number, title: string, servings = 4): RecipeCard => ({
  id,
  title,
  description: "",
  cuisineType: "Khaleeji",
  category: "main",
  difficulty: "Easy",
  prepTime: 10,
  cookTime: 20,
  servings,
  imageUrl: "",
  featured: false,
  quick: false,
  createdAt: "2026-11-01T00:00:00.000Z",
});
const machboos = recipe(1, "Machboos", 6);
const soup = recipe(2, "Lentil soup", 4);
const salad = recipe(3, "Fattoush", 2);
const monday = { date: "2026-11-30", slot: "lunch" } as const;
const mondayDinner = { date: "2026-11-30", slot: "dinner" } as const;
const tuesday = { date: "2026-12-01", slot: "lunch" } as const;

const titles = (plan: Plan, place: { date: string; slot: "breakfast" | "lunch" | "dinner" | "other" }) =>
  dishesAt(plan, place).map((dish) => dish.recipe.title);

describe("the week's plan", () => {
  it("adds a dish at the recipe's own servings, at the end of its slot", () => {
    const plan = addDish(addDish([], monday, machboos), monday, soup);
    expect(titles(plan, monday)).toEqual(["Machboos", "Lentil soup"]);
    expect(plan.map((dish) => dish.servings)).toEqual([6, 4]);
  });

  it("adds nothing to a slot that is full", () => {
    let plan: Plan = [];
    for (let n = 0; n < menuMaxDishesPerSlot + 1; n++) plan = addDish(plan, monday, salad);
    expect(dishesAt(plan, monday)).toHaveLength(menuMaxDishesPerSlot);
  });

  it("keeps servings between 1 and the most a dish may have", () => {
    const plan = addDish([], monday, machboos);
    const id = plan[0]!.id;
    expect(setServings(plan, id, 0)[0]!.servings).toBe(1);
    expect(setServings(plan, id, 500)[0]!.servings).toBe(menuMaxServings);
    expect(setServings(plan, id, 8)[0]!.servings).toBe(8);
  });

  it("removes one dish and leaves the others", () => {
    const plan = addDish(addDish([], monday, machboos), monday, soup);
    expect(titles(removeDish(plan, plan[0]!.id), monday)).toEqual(["Lentil soup"]);
  });

  it("moves a dish to another day and slot", () => {
    const plan = addDish(addDish([], monday, machboos), monday, soup);
    const moved = moveDish(plan, plan[1]!.id, tuesday);
    expect(titles(moved, monday)).toEqual(["Machboos"]);
    expect(titles(moved, tuesday)).toEqual(["Lentil soup"]);
  });

  it("reorders a dish within its slot", () => {
    const plan = addDish(addDish(addDish([], monday, machboos), monday, soup), monday, salad);
    expect(titles(moveDish(plan, plan[2]!.id, monday, 0), monday)).toEqual(["Fattoush", "Machboos", "Lentil soup"]);
    expect(titles(moveDish(plan, plan[0]!.id, monday), monday)).toEqual(["Lentil soup", "Fattoush", "Machboos"]);
  });

  it("does not move a dish into a full slot", () => {
    let plan: Plan = addDish([], tuesday, machboos);
    for (let n = 0; n < menuMaxDishesPerSlot; n++) plan = addDish(plan, monday, salad);
    expect(moveDish(plan, plan[0]!.id, monday)).toBe(plan);
  });

  it("copies a day onto another, replacing what that day held", () => {
    let plan = addDish(addDish([], monday, machboos), mondayDinner, soup);
    plan = addDish(plan, tuesday, salad);
    const copied = copyDay(plan, monday.date, tuesday.date);
    expect(titles(copied, tuesday)).toEqual(["Machboos"]);
    expect(titles(copied, { date: tuesday.date, slot: "dinner" })).toEqual(["Lentil soup"]);
    expect(titles(copied, monday)).toEqual(["Machboos"]);
    expect(new Set(copied.map((dish) => dish.id)).size).toBe(copied.length);
  });

  it("builds the PUT body by day, then slot, in each slot's order, leaving out days beyond the range", () => {
    let plan: Plan = addDish([], tuesday, salad);
    plan = addDish(plan, mondayDinner, soup);
    plan = addDish(plan, monday, machboos);
    plan = addDish(plan, { date: "2026-12-07", slot: "other" }, soup);
    plan = addDish(plan, { date: "2026-11-30", slot: "breakfast" }, salad);
    expect(putBody(plan, "2026-11-30", 7)).toEqual({
      from: "2026-11-30",
      days: 7,
      entries: [
        { date: "2026-11-30", slot: "breakfast", recipeId: 3, servings: 2 },
        { date: "2026-11-30", slot: "lunch", recipeId: 1, servings: 6 },
        { date: "2026-11-30", slot: "dinner", recipeId: 2, servings: 4 },
        { date: "2026-12-01", slot: "lunch", recipeId: 3, servings: 2 },
      ],
    });
  });

  it("names who cooks a dish, keeps her through a move and a copied day, and sends her with the plan", () => {
    let plan: Plan = addDish(addDish([], monday, machboos), monday, soup);
    const [first, second] = dishesAt(plan, monday);
    plan = setCook(plan, first!.id, 7);
    plan = moveDish(plan, first!.id, tuesday);
    plan = copyDay(plan, "2026-12-01", "2026-12-02");
    expect(putBody(plan, "2026-11-30", 7).entries).toEqual([
      { date: "2026-11-30", slot: "lunch", recipeId: 2, servings: 4 },
      { date: "2026-12-01", slot: "lunch", recipeId: 1, servings: 6, cookHelperId: 7 },
      { date: "2026-12-02", slot: "lunch", recipeId: 1, servings: 6, cookHelperId: 7 },
    ]);
    plan = setCook(plan, second!.id, 9);
    plan = setCook(plan, second!.id, null);
    expect(dishesAt(plan, monday)[0]!.cookHelperId).toBeNull();
  });
});
