import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Arabic mirrors the layout only if direction is written logically (ms-/me-/ps-/pe-/start-/end-).
 * A physical left/right utility slips through review easily; this test does not let it.
 */
const physicalUtility =
  /^-?(?:(?:ml|mr|pl|pr|scroll-m[lr]|scroll-p[lr]|left|right)-\S+|rounded-(?:[lr]|[tb][lr])(?:-\S+)?|border-[lr](?:-\S+)?|text-(?:left|right))$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx|ts)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every class-like token of every string literal, without its variants (`md:`, `data-[x]:`…). */
function utilitiesIn(source: string): string[] {
  const literals = source.match(/"[^"\n]*"|`[^`]*`|'[^'\n]*'/g) ?? [];
  return literals
    .flatMap((literal) => literal.slice(1, -1).split(/\s+/))
    .map((token) => token.replace(/^(?:[\w-]+(?:-\[[^\]]*\])?:|!)+/, ""))
    .filter(Boolean);
}

describe("layout direction", () => {
  it("finds a physical utility when one is written", () => {
    expect(utilitiesIn('<div className="md:ml-2 flex text-right" />').filter((u) => physicalUtility.test(u))).toEqual([
      "ml-2",
      "text-right",
    ]);
  });

  it("uses logical utilities only, so Arabic mirrors the layout", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.resolve("client/src"))) {
      for (const utility of utilitiesIn(readFileSync(file, "utf8"))) {
        if (physicalUtility.test(utility)) offenders.push(`${path.relative(".", file)}: ${utility}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
