/**
 * `npm test`: everything CI runs. Installs missing system packages (Chromium, PostgreSQL),
 * then typecheck, lint, and every Vitest project: unit, API on PGlite, API on PostgreSQL, end-to-end.
 * Ends with one plain line "N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { rootDir } from "./client-build";
import { ensureSystemDeps } from "./system-deps";

const bin = (name: string) => path.join(rootDir, "node_modules/.bin", name);

function step(title: string, command: string, args: string[]) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: rootDir, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

ensureSystemDeps();
step("Typecheck", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]);
step("Typecheck (client)", bin("tsc"), ["-p", "client/tsconfig.json", "--noEmit"]);
step("Typecheck (end-to-end)", bin("tsc"), ["-p", "e2e/tsconfig.json", "--noEmit"]);
step("Lint", bin("eslint"), ["--max-warnings", "0", "."]);

const report = path.join(rootDir, ".tmp/vitest-report.json");
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
console.log("\n▶ Tests: unit, API (PGlite and PostgreSQL), end-to-end (Chromium)");
const tests = spawnSync(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: rootDir, stdio: "inherit" },
);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`\nTests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`);
}
process.exit(tests.status ?? 1);
