/**
 * Recipe import accuracy (decision 0068): the share of the saved recipe pages of
 * server/modules/my-recipes/drafts/fixtures/pages that import well — the title equal, ≥ 90% of the ingredient
 * lines, ≥ 80% of the steps' words — overall, per language and per kind of markup, with every page that does
 * not, and how often the recipe's language is told right. The pages are hand-built from the markup patterns
 * of real recipe sites (see bench/README.md). Budget: ≥ 95%.   Run: npm run bench:import
 * (IMPORT_PAGES_DIR=<folder> npm run bench:import measures another set of saved pages of the same form)
 */
import { performance } from "node:perf_hooks";
import { readRecipePage } from "../server/modules/my-recipes/drafts/read-recipe-page";
import { scorePage, type PageScore } from "../server/modules/my-recipes/drafts/import-score";
import { savedPages } from "../server/modules/my-recipes/drafts/saved-pages";
import { isMain, printRows, type BenchRow } from "./lib/report";

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

function table(title: string, groups: Map<string, PageScore[]>) {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([key, scores]) => [key, { pages: scores.length, "imported well": percent(scores.filter((s) => s.good).length, scores.length), "language right": percent(scores.filter((s) => s.language).length, scores.length) }]),
    ),
  );
}

export async function benchImportAccuracy(): Promise<BenchRow[]> {
  // IMPORT_PAGES_DIR: another set of saved pages of the same form (the issue's larger corpus).
  const pages = savedPages(process.env.IMPORT_PAGES_DIR || undefined);
  const scored: { name: string; language: string; kind: string; score: PageScore; detail: string }[] = [];
  const started = performance.now();
  for (const page of pages) {
    const draft = await readRecipePage(page.html, page.url);
    const score = scorePage(page.expected, draft);
    const detail = draft
      ? `title ${score.title ? "ok" : `"${draft.title}"`}, ingredients ${percent(score.ingredients * 100, 100)}, steps' words ${percent(score.steps * 100, 100)}, language ${draft.sourceLanguage}`
      : "nothing read";
    scored.push({ name: page.name, language: page.expected.sourceLanguage, kind: page.class, score, detail });
  }
  const elapsed = performance.now() - started;
  const group = (key: (entry: (typeof scored)[number]) => string) => {
    const groups = new Map<string, PageScore[]>();
    for (const entry of scored) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry.score]);
    return groups;
  };
  table("By language", group((entry) => entry.language));
  table("By kind of page", group((entry) => entry.kind));
  const failures = scored.filter((entry) => !entry.score.good || !entry.score.language);
  console.log(failures.length === 0 ? "\nEvery page imported well, in its own language." : "\nNot imported well, or language wrong:");
  for (const entry of failures) console.log(`  ${entry.name} (${entry.language}, ${entry.kind}): ${entry.detail}`);

  const good = scored.filter((entry) => entry.score.good).length;
  const english = scored.filter((entry) => entry.language === "en");
  const other = scored.filter((entry) => entry.language !== "en");
  const share = (entries: typeof scored) => entries.filter((entry) => entry.score.good).length / Math.max(1, entries.length);
  return [
    { bench: "import", figure: `saved recipe pages imported well (${pages.length} pages)`, value: percent(good, pages.length), budget: "≥ 95%", met: good / pages.length >= 0.95 },
    { bench: "import", figure: `… in English (${english.length}) / in other languages (${other.length})`, value: `${percent(share(english) * 100, 100)} / ${percent(share(other) * 100, 100)}`, budget: "", met: null },
    { bench: "import", figure: "recipe's language told right", value: percent(scored.filter((entry) => entry.score.language).length, pages.length), budget: "", met: null },
    { bench: "import", figure: "time to read a page (mean)", value: `${(elapsed / Math.max(1, pages.length)).toFixed(1)} ms`, budget: "", met: null },
  ];
}

if (isMain(import.meta.url)) printRows(await benchImportAccuracy());
