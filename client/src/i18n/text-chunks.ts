import path from "node:path";
import type { Plugin } from "vite";
import { englishMessages } from "../../../common/messages-en";
import { appCatalogue, appCatalogueFiles } from "./catalogue-files";
import { keyUsesIn, type Namespace } from "./key-usage";
import { errorsGroup, groupsOf, groupsOfKey, type TextGroup } from "./text-groups";

/*
 * The build's side of decision 0087: every module of the app that asks for a text (as key-usage.ts reads it) gets
 * an import of that text's group, a small module that adds the group's English texts to the app's i18n when it
 * runs. The bundler then puts each group where its importers are: in the first load when the first load shows it,
 * else in the chunk of the page or dialog that does, or in a chunk those share. Arabic is not cut: it loads as
 * one chunk when chosen (arabic.ts). Used by the client's builds and the unit tests (vitest.config.ts).
 */

const virtualPrefix = "virtual:wasfa-texts/";
const resolvedPrefix = "\0wasfa-texts/";

export function textChunks(clientSource: string): Plugin {
  let groups = new Map<string, TextGroup>();
  let sections: Record<Namespace, ReadonlySet<string>> = { translation: new Set(), admin: new Set(), errors: new Set() };
  const i18nDir = path.join(clientSource, "i18n") + path.sep;

  const read = () => {
    const catalogue = appCatalogue("en", clientSource);
    groups = groupsOf(catalogue);
    sections = { translation: new Set(Object.keys(catalogue)), admin: new Set(), errors: new Set() };
  };
  read();

  /** The groups a module asks for: those of its keys, and the server's messages when it reads the `errors` namespace. */
  const groupsAskedIn = (file: string, code: string): Set<string> => {
    const { uses, opaque } = keyUsesIn(file, code, sections);
    const asked = new Set<string>();
    for (const use of uses) {
      if (use.namespace === "translation") for (const group of groupsOfKey(use.key, groups)) asked.add(group);
      if (use.namespace === "errors") asked.add(`${errorsGroup}${use.key}`);
    }
    if (opaque.some((call) => call.namespace === "errors")) asked.add(errorsGroup);
    return asked;
  };

  return {
    name: "wasfa-text-chunks",
    enforce: "pre",
    buildStart() {
      read();
      const { app, features } = appCatalogueFiles("en", clientSource);
      for (const file of [app, ...features.values()]) this.addWatchFile(file);
    },
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? resolvedPrefix + id.slice(virtualPrefix.length) : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const group = id.slice(resolvedPrefix.length);
      if (group.startsWith(errorsGroup)) {
        const key = group.slice(errorsGroup.length);
        const texts = key ? { [key]: englishMessages[key as keyof typeof englishMessages] } : englishMessages;
        return `import { i18n } from "@/i18n/i18n";\ni18n.addTexts("en", "errors", [], ${JSON.stringify(texts)});\n`;
      }
      const found = groups.get(group);
      if (!found) throw new Error(`No group of texts "${group}" in the English catalogues`);
      return `import { i18n } from "@/i18n/i18n";\ni18n.addTexts("en", "translation", ${JSON.stringify(found.path)}, ${JSON.stringify(found.texts)});\n`;
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!file.startsWith(clientSource + path.sep) || file.startsWith(i18nDir) || !/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return null;
      const asked = groupsAskedIn(file, code);
      if (asked.size === 0) return null;
      // On the first line, so the module's own lines keep their numbers.
      const imports = [...asked].sort().map((group) => `import "${virtualPrefix}${group}";`).join("");
      return { code: imports + code, map: null };
    },
  };
}
