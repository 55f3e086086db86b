/**
 * The paste reader (decision 0061): CPU time of `parseRecipeText` on the largest paste the schema lets through
 * (20,000 characters, 1,000 lines), shaped as the slow cases were, and the growth from one to eight times a
 * text. Budget: the largest paste within 20 ms on the main thread, growth at most 9× for 8× the text.
 * Run: npm run bench:paste
 */
import { pastedRecipeMaxLength, pastedRecipeMaxLines } from "../common/my-recipe.schema";
import { parseRecipeText } from "../server/modules/my-recipes/drafts/parse-text";
import { isMain, printRows, type BenchRow } from "./lib/report";

/** Lines of `line` up to the paste's limits, after `head`. */
const fill = (line: string, head = "") => {
  const lines = Math.min(pastedRecipeMaxLines - head.split("\n").length + 1, Math.floor((pastedRecipeMaxLength - head.length) / (line.length + 1)));
  return head + Array(lines).fill(line).join("\n");
};

const largest: Record<string, string> = {
  "one-letter lines": fill("a"),
  "lines of facts": fill("Serves 4 | Prep: 10 min | Cook: 1 hour"),
  "Arabic times": fill("وقت التحضير: " + "ساعة ونص ".repeat(30)),
  "spaces inside lines": fill(`a${" ".repeat(298)}b`),
  "headings with words": fill("ingredients for the " + "a ".repeat(30) + ":"),
  "wrapped step": fill("and stir", "Method\nStir\n"),
  "a pasted blog page": fill("2 cups basmati rice, washed and soaked for 30 minutes, then drained well"),
};

const growth: Record<string, (lines: number) => string> = {
  "one-letter lines": (lines) => Array(lines).fill("a").join("\n"),
  "wrapped step": (lines) => "Method\nStir\n" + Array(lines).fill("and stir").join("\n"),
  "lines of facts": (lines) => Array(lines).fill("Serves 4 | Prep: 10 min").join("\n"),
};

/** The least CPU time of several runs, in ms (the least is the one the machine disturbed least). */
function cpuMs(run: () => void, times = 15): number {
  let best = Infinity;
  for (let i = 0; i < times; i++) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

export async function benchPasteParse(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const [name, text] of Object.entries(largest)) {
    parseRecipeText(text);
    const ms = cpuMs(() => parseRecipeText(text));
    const lines = text.split("\n").length;
    rows.push({ bench: "paste", figure: `largest paste: ${name} (${text.length} characters, ${lines} lines)`, value: `${ms.toFixed(1)} ms`, budget: "≤ 20 ms", met: ms <= 20 });
  }
  for (const [name, text] of Object.entries(growth)) {
    const small = text(1000);
    const large = text(8000);
    parseRecipeText(large);
    const ratio = cpuMs(() => parseRecipeText(large), 5) / cpuMs(() => parseRecipeText(small), 5);
    rows.push({ bench: "paste", figure: `8× the text: ${name} (1,000 → 8,000 lines)`, value: `${ratio.toFixed(1)}× the time`, budget: "≤ 9×", met: ratio <= 9 });
  }
  return rows;
}

if (isMain(import.meta.url)) printRows(await benchPasteParse());
