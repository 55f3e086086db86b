import { addDays } from "../../common/menu";
import { dayIn } from "../../common/time-zone";

/** Where the benches' owner is: her browser's time zone, kept in its cookie (decision 0088). */
export const benchTimeZone = "Asia/Dubai";

async function send(appUrl: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${appUrl}${path}`, {
    method,
    headers: { cookie, "content-type": "application/json", origin: appUrl },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

/**
 * A household in use, so the signed-in pages show what an owner's do (decision 0089): her helper's details (the
 * SPEC's welcome dialog then stays closed, decision 0079), a week with dishes today and on the days after, and
 * three recipes of her own.
 */
export async function furnishOwner(appUrl: string, cookie: string) {
  await send(appUrl, cookie, "POST", "/api/account/update-phone", { helperFirstName: "Maria", domesticWorkerPhone: "+971501234567", preferredLanguage: "fil" });
  const today = dayIn(benchTimeZone);
  const dish = (day: number, slot: string, recipeId: number) => ({ date: addDays(today, day), slot, recipeId, servings: 4 });
  await send(appUrl, cookie, "PUT", "/api/menu", {
    from: today,
    days: 7,
    entries: [dish(0, "lunch", 1), dish(0, "dinner", 2), dish(1, "lunch", 3), dish(2, "dinner", 4), dish(3, "lunch", 5)],
  });
  for (const title of ["Grandmother's Harees", "Aunt Mona's Lentil Soup", "Friday Machboos"]) {
    await send(appUrl, cookie, "POST", "/api/my-recipes", {
      title,
      description: "The way the family makes it.",
      cuisineType: "Khaleeji",
      difficulty: "Medium",
      prepTime: 20,
      cookTime: 60,
      servings: 6,
      ingredients: ["2 cups wheat", "1 kg lamb", "1 onion"],
      instructions: ["Cook it all slowly."],
    });
  }
}
