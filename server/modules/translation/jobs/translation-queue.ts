import fp from "fastify-plugin";
import { translatedLanguageCodes } from "../../../../common/languages";
import type { Config } from "../../../config";
import { findRecipe } from "../../recipes";
import type { Translator } from "../translator";
import { enqueueTranslations } from "./queue";
import { createTranslationWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    translationQueue: {
      /** Whether a provider is configured, so recipes are translated as they are saved. */
      enabled: boolean;
      /** Queues a saved recipe for translation into these languages (default: every language but English). */
      enqueue(recipeId: number, languages?: readonly string[]): Promise<void>;
      /** Works through every due job now (the backfill command and tests wait on it). */
      drain(): Promise<void>;
      /** Holds the background work until the returned function is called (the fuzz suite, between fingerprints). */
      pause(): Promise<() => void>;
    };
  }
}

/** The channel instances wake each other's workers on. */
const channelName = "wasfa_translation_jobs";

/**
 * Translate on save (decision 0046): with a provider configured, a recipe created or edited is queued for
 * every language, and each instance's worker translates the queue in the background, so an owner's send
 * later only reads the memory. Without a provider nothing is queued (the admin sees what is missing).
 */
export default fp<{ config: Config; translator: Translator }>(
  async (app, { config, translator }) => {
    const enabled = Boolean(translator.provider);
    const worker = createTranslationWorker({
      db: app.db,
      translator,
      findRecipe: (id) => findRecipe(app.db, id, "system"),
      limiter: app.limiter,
      providerLimit: config.translation.rateLimit,
      log: app.log,
    });
    const channel = app.database.channel;
    if (enabled && channel) channel.listen(channelName, () => worker.nudge());

    app.decorate("translationQueue", {
      enabled,
      async enqueue(recipeId, languages = translatedLanguageCodes) {
        if (!enabled) return;
        await enqueueTranslations(app.db, recipeId, languages);
        if (channel) await channel.notify(channelName, String(recipeId)).catch(() => worker.nudge());
        else worker.nudge();
      },
      drain: () => worker.drain(),
      pause: () => worker.pause(),
    });

    if (enabled) {
      app.addHook("onReady", async () => worker.start());
      app.addHook("onClose", async () => worker.stop());
    }
  },
  { name: "translation-queue", dependencies: ["database", "rate-limits"] },
);
