import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Node only (the tests and the build): the interface catalogues as files on disk. */

type Catalogue = Record<string, unknown>;

const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Catalogue;

/** Every file the app's catalogue in `language` is read from: the app's own, then each feature's. */
export function appCatalogueFiles(language: "en" | "ar", clientSource = path.resolve("client/src")): { app: string; features: Map<string, string> } {
  const featuresDir = path.join(clientSource, "features");
  const features = new Map<string, string>();
  for (const name of readdirSync(featuresDir)) {
    if (existsSync(path.join(featuresDir, name, "i18n", "en.json")) || existsSync(path.join(featuresDir, name, "i18n", "ar.json"))) {
      features.set(name, path.join(featuresDir, name, "i18n", `${language}.json`));
    }
  }
  return { app: path.join(clientSource, "i18n", `${language}.json`), features };
}

/** The app's catalogue and every feature's own (features/<name>/i18n) in one language, as the client assembles them. */
export function appCatalogue(language: "en" | "ar", clientSource?: string): Catalogue {
  const { app, features } = appCatalogueFiles(language, clientSource);
  return { ...read(app), ...Object.fromEntries([...features].map(([name, file]) => [name, existsSync(file) ? read(file) : {}])) };
}
