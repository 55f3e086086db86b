import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatedLanguageCodes } from "../../../common/languages";
import { freshDatabaseEnv } from "../../../test/helpers/server-process";
import { startProviderPeer } from "../../../test/helpers/provider-peer";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { recipes, translationJobs } from "../../db/schema";
import { coverageOf } from "./coverage";

const run = promisify(execFile);
const backfill = (env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "scripts/translate-backfill.ts"], { env: { ...process.env, ...env, LOG_LEVEL: "silent" } }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

/** Decision 0046: `npm run translate:backfill` fills every gap once a provider is configured. */
describe("the translate:backfill command", () => {
  let peer: Awaited<ReturnType<typeof startProviderPeer>>;
  beforeAll(async () => {
    peer = await startProviderPeer();
  });
  afterAll(() => peer.close());

  it("refuses to run without a provider, then translates every missing line of every recipe, and a second run has nothing to do", async () => {
    const env = await freshDatabaseEnv();
    const config = loadConfig({ ...env, NODE_ENV: "test" });
    const open = () => openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDataDir: `${config.dataDir}/db` });
    let database = await open();
    await database.migrate();
    const [dish] = await database.db
      .insert(recipes)
      .values({ title: "Backfill Balaleet", description: "Sweet saffron vermicelli with an omelette.", cuisineType: "Khaleeji", difficulty: "Easy", prepTime: 5, cookTime: 15, servings: 4, ingredients: ["200 g vermicelli", "3 eggs"], instructions: ["Toast the vermicelli.", "Fry the eggs flat."] })
      .returning();
    await database.close();

    const none = await backfill(env);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("No translation provider is configured");

    const withProvider = { ...env, TRANSLATION_PROVIDER: "libretranslate", LIBRETRANSLATE_URL: peer.base };
    const first = await backfill(withProvider);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`${translatedLanguageCodes.length} recipe-languages to translate`);
    expect(first.stdout).toContain("Every recipe is translated into every language.");
    expect(peer.seen).toHaveLength(translatedLanguageCodes.length);

    database = await open();
    const [coverage] = await coverageOf(database.db, [dish!]);
    expect(coverage!.complete).toBe(translatedLanguageCodes.length);
    expect((await database.db.select().from(translationJobs)).every((job) => job.status === "done")).toBe(true);
    await database.close();

    const second = await backfill(withProvider);
    expect(second.stdout).toContain("0 recipe-languages to translate");
    expect(peer.seen).toHaveLength(translatedLanguageCodes.length);
  }, 90_000); // runs of the real command, each starting Node, opening the database and loading the catalogue
});
