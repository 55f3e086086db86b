/**
 * Attaches real photos to the bundled recipes on the configured database (DATABASE_URL, else the embedded one):
 *   npm run images:import ./photos
 * Each file is named by a recipe's slug (chicken-machboos.jpg, .jpeg, .png or .webp) and goes through the same
 * checks and re-encoding as an upload. Prints one line per file and a summary; exits with 1 if a file was refused.
 */
import { statSync } from "node:fs";
import { loadConfig } from "../server/config";
import { openConfiguredDatabase } from "../server/db/client";
import { runImport } from "../server/modules/images";
import { loadCatalog } from "../server/modules/recipes";

const [folder] = process.argv.slice(2);
if (!folder || !statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
  console.error("Usage: npm run images:import <folder of photos named by recipe slug>");
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  // So a database the app has not started on yet knows the recipes' slugs too.
  await loadCatalog(database.db);
  process.exitCode = await runImport(database.db, folder, (line) => console.log(line));
} finally {
  await database.close();
}
