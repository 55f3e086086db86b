import { openDatabase, type Database } from "../../server/db/client";
import { loadCatalog, loadCatalogArtwork, fillParsedIngredients } from "../../server/modules/recipes";
import { loadItemNames } from "../../server/modules/menu";
import { loadBundledTranslations } from "../../server/modules/translation";

/** Migrates a fresh database and loads the catalogue: the state every API test starts from. */
export async function prepareTemplate(database: Database) {
  await database.migrate();
  await loadCatalog(database.db);
  await loadCatalogArtwork(database.db);
  await fillParsedIngredients(database.db);
  await loadBundledTranslations(database.db);
  await loadItemNames(database.db);
}

export { openDatabase };
