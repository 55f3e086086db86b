import { translatedLanguageCodes } from "../../../common/languages";
import type { Db } from "../../db/client";
import { jobsOf } from "./jobs/queue";
import { recallWithOrigin, recipeSegments, type Recalled } from "../translation-memory";

/**
 * Where a recipe stands in one language: complete from the catalogue (bundled), by machine,
 * or reviewed by an admin; or not complete: queued (pending), given up with a reason (failed), or missing.
 */
export type CoverageState = "bundled" | "machine" | "reviewed" | "pending" | "failed" | "missing";
export type LanguageCoverage = { language: string; state: CoverageState; translated: number; total: number; reason: string | null };
export type RecipeCoverage = { recipeId: number; complete: number; languages: LanguageCoverage[] };

type RecipeText = { id: number; title: string; description: string; ingredients: string[]; instructions: string[] };

/** The state of one line's translation, for the editor: reviewed, bundled, machine, or missing. */
export function lineState(recalled: Recalled | undefined): "bundled" | "machine" | "reviewed" | "missing" {
  if (!recalled) return "missing";
  if (recalled.origin === "edited") return "reviewed";
  return recalled.origin === "bundled" ? "bundled" : "machine";
}

/** A complete language takes the weakest origin of its lines: one machine line makes it "machine". */
function completeState(lines: Recalled[]): CoverageState {
  const states = new Set(lines.map(lineState));
  if (states.has("machine")) return "machine";
  return states.has("reviewed") ? "reviewed" : "bundled";
}

/**
 * How complete each recipe is in every language but English, from the same memory the send path reads
 * (exact and number-aware lines alike), with the background queue's state for what is not there yet.
 * Two queries per language, whatever the number of recipes.
 */
export async function coverageOf(db: Db, recipes: RecipeText[], languages: readonly string[] = translatedLanguageCodes): Promise<RecipeCoverage[]> {
  const segmentsOf = new Map(recipes.map((recipe) => [recipe.id, recipeSegments(recipe)]));
  const allSegments = [...segmentsOf.values()].flat();
  const jobs = await jobsOf(db, recipes.map((recipe) => recipe.id));
  const jobOf = new Map(jobs.map((job) => [`${job.recipeId}:${job.language}`, job]));
  const byLanguage = new Map<string, Map<string, Recalled>>();
  for (const language of languages) byLanguage.set(language, await recallWithOrigin(db, allSegments, language));

  return recipes.map((recipe) => {
    const segments = segmentsOf.get(recipe.id)!;
    const coverage = languages.map((language): LanguageCoverage => {
      const known = byLanguage.get(language)!;
      const lines = segments.map((segment) => known.get(segment)).filter((line) => line !== undefined);
      const total = segments.length;
      if (lines.length === total) return { language, state: completeState(lines), translated: total, total, reason: null };
      const job = jobOf.get(`${recipe.id}:${language}`);
      const state: CoverageState = job?.status === "failed" ? "failed" : job?.status === "pending" || job?.status === "running" ? "pending" : "missing";
      return { language, state, translated: lines.length, total, reason: state === "failed" || state === "pending" ? job!.lastError : null };
    });
    return { recipeId: recipe.id, complete: coverage.filter(isComplete).length, languages: coverage };
  });
}

const isComplete = (coverage: LanguageCoverage) => coverage.translated === coverage.total;

/** Per language, how many of the given recipes are complete in it (the stats tab). */
export function coverageByLanguage(coverage: RecipeCoverage[], languages: readonly string[] = translatedLanguageCodes) {
  return languages.map((language) => ({
    language,
    complete: coverage.filter((recipe) => recipe.languages.some((l) => l.language === language && isComplete(l))).length,
    total: coverage.length,
  }));
}
