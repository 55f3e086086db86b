/** Translating recipes: the providers, the translator over the memory, the job queue, bundled translations and coverage. */
export { default as translationRoutes } from "./routes";
export { createTranslator, TranslationMissingError, type Translator } from "./translator";
export { createProvider } from "./providers";
export { default as translationQueue } from "./jobs/translation-queue";
export { enqueueTranslations, jobsOf, openJobCount } from "./jobs/queue";
export { createTranslationWorker } from "./jobs/worker";
export { loadBundledTranslations } from "./bundled";
export { coverageByLanguage, coverageOf } from "./coverage";
export { saveTranslation, translationSheet } from "./editor";
