/**
 * `npm run test:reliability`: the long suite of decision 0039 that `npm test` leaves out. Real app processes
 * on a throwaway PostgreSQL server: two instances sharing state, PostgreSQL stopped under load, the
 * translation provider slow or down, SIGTERM under load, and a concurrent load (LOAD_SECONDS, default 60).
 * Ends with one plain line "Reliability: N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { rootDir } from "./client-build";
import { ensureSystemDeps } from "./system-deps";

ensureSystemDeps();

const report = path.join(rootDir, ".tmp/reliability-report.json");
mkdirSync(path.dirname(report), { recursive: true });
rmSync(report, { force: true });
const tests = spawnSync(
  path.join(rootDir, "node_modules/.bin/vitest"),
  ["run", "--config", "vitest.reliability.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: rootDir, stdio: "inherit" },
);

let status = tests.status ?? 1;
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numFailedTestSuites } = JSON.parse(readFileSync(report, "utf8"));
  const skipped = numPendingTests + numTodoTests;
  console.log(`\nReliability: ${numPassedTests} passed, ${numFailedTests} failed, ${skipped} skipped`);
  if (numFailedTestSuites > 0) console.log(`(${numFailedTestSuites} suite(s) failed: the files and describe blocks above, some perhaps before their tests could run)`);
  // In CI a skipped test is a test that did not run: fail rather than pass quietly.
  if (process.env.CI === "true" && skipped > 0) status = status || 1;
}
process.exit(status);
