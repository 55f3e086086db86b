import { eq } from "drizzle-orm";
import { recipes } from "../../server/db/schema";
import { storeImage } from "../../server/modules/images";
import { insertUser } from "../helpers/households";
import { smallPng } from "./fixtures";
import type { Fixtures } from "./route-rules";
import type { GuardedApp } from "./secret-guard";

const scratchRecipe = { title: "Scratch", description: "d", cuisineType: "Khaleeji", difficulty: "Easy", prepTime: 1, cookTime: 1, servings: 1, ingredients: ["a"], instructions: ["b"] };

/** The rows the sample requests of route-rules.ts act on, so that walking every route harms nothing else. */
export async function seedFixtures(t: GuardedApp, login: { email: string; password: string }): Promise<Fixtures> {
  const db = t.database.db;
  const [first] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.hidden, false)).limit(1);
  const [toEdit, toDelete] = await db.insert(recipes).values([scratchRecipe, scratchRecipe]).returning({ id: recipes.id });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const [userToEdit, userToDelete] = await Promise.all(
    ["edit", "delete"].map(async (name) => {
      const email = `${name}-${stamp}@example.com`;
      return (await insertUser(db, { passwordHash: "not-a-hash", username: email, email }, { subscriptionStatus: "trial" })).user;
    }),
  );
  const png = await smallPng();
  let counter = 0;
  return {
    recipeId: first!.id,
    recipeToEdit: toEdit!.id,
    recipeToDelete: toDelete!.id,
    imageId: await storeImage(db, png, { createdBy: null }),
    userToEdit: userToEdit!.id,
    userToDelete: userToDelete!.id,
    loginEmail: login.email,
    loginPassword: login.password,
    png,
    unique: () => `sample-${stamp}-${++counter}`,
  };
}
