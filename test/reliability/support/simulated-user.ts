import { translatedLanguageCodes } from "../../../common/languages";
import type { Client, Reply } from "./client";

export type Tally = { statuses: Map<number, number>; latencies: number[]; failures: string[] };

/**
 * What one simulated owner believes happened: only what the app acknowledged with a 2xx. A recipe click
 * counts once per owner, recipe and hour (decision 0002), so the owner remembers which recipes it opened.
 */
export type Belief = { userId: number; favorites: Set<number>; opened: Set<number>; shares: number; sends: number };

const searches = ["chicken", "rice", "lamb", "soup", "cake", "lentil", "fish", "spicy"];
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * One owner using the app until the deadline: browses lists and search, opens recipes (a click),
 * toggles favourites, sends recipes in a helper's language (translate + share), and checks that the
 * favourites the app lists are the ones it believes it has. Each request goes to either instance,
 * as a load balancer would send it.
 */
export async function simulateUser(options: {
  browsers: Client[];
  userId: number;
  recipeIds: number[];
  deadline: number;
  tally: Tally;
}): Promise<Belief> {
  const { browsers, userId, recipeIds, deadline, tally } = options;
  const belief: Belief = { userId, favorites: new Set(), opened: new Set(), shares: 0, sends: 0 };
  let turn = Math.floor(Math.random() * browsers.length);

  /** Sends one request through the next instance; counts its status and time; null when it failed. */
  const call = async <T>(request: (browser: Client) => Promise<Reply<T>>): Promise<Reply<T> | null> => {
    const browser = browsers[turn++ % browsers.length]!;
    try {
      const reply = await request(browser);
      tally.statuses.set(reply.status, (tally.statuses.get(reply.status) ?? 0) + 1);
      tally.latencies.push(reply.ms);
      if (reply.status >= 400) tally.failures.push(`${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`);
      return reply;
    } catch (error) {
      tally.failures.push(`no answer: ${(error as Error).message}`);
      return null;
    }
  };
  const ok = (reply: Reply | null) => reply !== null && reply.status < 300;

  while (Date.now() < deadline) {
    const recipeId = pick(recipeIds);
    const roll = Math.random();
    if (roll < 0.2) {
      await call((b) => b.get(pick(["/api/recipes", "/api/recipes/popular", "/api/recipes/quick", "/api/recipes?lang=ar"])));
    } else if (roll < 0.35) {
      await call((b) => b.get(`/api/recipes/search?q=${pick(searches)}&sort=${pick(["newest", "easiest", "quickest"])}`));
    } else if (roll < 0.55) {
      if (ok(await call((b) => b.post("/api/analytics/recipe-click", { recipeId })))) belief.opened.add(recipeId);
      await call((b) => b.get(`/api/recipes/${recipeId}`));
    } else if (roll < 0.75) {
      if (belief.favorites.has(recipeId)) {
        if (ok(await call((b) => b.delete(`/api/favorites/${recipeId}`)))) belief.favorites.delete(recipeId);
      } else if (ok(await call((b) => b.post("/api/favorites", { recipeId })))) {
        belief.favorites.add(recipeId);
      }
    } else if (roll < 0.88) {
      // Send: the recipe in the helper's language (bundled translations), then the share itself.
      const targetLanguage = pick(translatedLanguageCodes);
      if (ok(await call((b) => b.post("/api/translate/recipe", { recipeId, targetLanguage })))) belief.sends += 1;
      if (ok(await call((b) => b.post("/api/track/share", { platform: "whatsapp" })))) belief.shares += 1;
    } else {
      const listed = await call((b) => b.get<Record<string, true>>("/api/favorites"));
      const expected = [...belief.favorites].sort((x, y) => x - y).join(",");
      const actual = listed && Object.keys(listed.body).map(Number).sort((x, y) => x - y).join(",");
      if (listed && actual !== expected) tally.failures.push(`user ${userId} favourites: app ${actual}, believed ${expected}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 400 + Math.random() * 1000));
  }
  return belief;
}
