import type { RecipeDraft } from "../../../../common/my-recipe-draft";

/** What a saved page (fixtures/pages/<name>.json) says its recipe is: what a careful reader takes from it. */
export type PageExpectation = {
  url: string;
  /** How the page marks its recipe up (wordpress-graph, microdata, no-structured-data…), for the per-class figures. */
  class: string;
  expected: Partial<RecipeDraft> & Pick<RecipeDraft, "title" | "ingredients" | "instructions" | "sourceLanguage">;
};

export type PageScore = {
  title: boolean;
  /** Share of the expected ingredient lines found among those read. */
  ingredients: number;
  /** Share of the expected steps' words found among the steps read. */
  steps: number;
  language: boolean;
  /** Imported well (decision 0068): the title equal, ≥ 90% of the ingredient lines, ≥ 80% of the steps' words. */
  good: boolean;
};

/** Case, spacing, Unicode forms and a closing full stop do not make two lines differ. */
function comparable(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").replace(/[\s.,;:!?。、，．!]+$/u, "").trim();
}

const segmenter = new Intl.Segmenter("und", { granularity: "word" });
/** Words, also of scripts written without spaces (Chinese, Japanese, Thai). */
function wordsOf(lines: string[]): string[] {
  return lines.flatMap((line) => [...segmenter.segment(comparable(line))].filter((part) => part.isWordLike).map((part) => part.segment));
}

/** How many of `expected` are in `actual`, each actual item counted once. */
function found(expected: string[], actual: string[]): number {
  const left = new Map<string, number>();
  for (const item of actual) left.set(item, (left.get(item) ?? 0) + 1);
  let count = 0;
  for (const item of expected) {
    const remaining = left.get(item) ?? 0;
    if (remaining > 0) {
      count += 1;
      left.set(item, remaining - 1);
    }
  }
  return count;
}

/** The measure of one page: how much of what it says came through the import. */
export function scorePage(expected: PageExpectation["expected"], draft: RecipeDraft | undefined): PageScore {
  if (!draft) return { title: false, ingredients: 0, steps: 0, language: false, good: false };
  const title = comparable(draft.title) === comparable(expected.title);
  const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
  const ingredients = share(found(expected.ingredients.map(comparable), draft.ingredients.map(comparable)), expected.ingredients.length);
  const expectedWords = wordsOf(expected.instructions);
  const steps = share(found(expectedWords, wordsOf(draft.instructions)), expectedWords.length);
  return { title, ingredients, steps, language: draft.sourceLanguage === expected.sourceLanguage, good: title && ingredients >= 0.9 && steps >= 0.8 };
}
