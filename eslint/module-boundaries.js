// @ts-check
/**
 * ESLint rule `wasfa/module-boundaries` (issue 16.3, decision 0056): the folders under `root` (client
 * features, server modules) depend on each other in one direction only, and, with `entryPoints`, another
 * folder's code is reached only through a file at its top (`index.ts`, or a second entry such as
 * `on-demand.ts`), never a file in one of its subfolders; with `entryPoints: "index"`, only through its
 * `index.ts` (server modules, decision 0065). Files under `lowerLayers` (the server's lib, plugins, db and
 * config.ts) sit below the folders under `root` and import none of them.
 *
 * No maintained plugin checks cycles between folders: import-x/no-cycle sees only cycles between files
 * (favorites-list → recipe-grid → recipe-card → favorite-toggle is no file cycle, yet two features that
 * use each other), and eslint-plugin-boundaries needs every allowed pair written out. The folder graph
 * is read once per lint run with a regular expression over the import specifiers, which is all it needs.
 */
import fs from "node:fs";
import path from "node:path";

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.(test|api\.test|e2e)\.(ts|tsx)$/;
const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

/** @typedef {{ root: string; alias?: string; entryPoints?: boolean | "index"; label?: string; lowerLayers?: string[] }} Options */
/** @typedef {Map<string, Map<string, string>>} Graph  folder → (folder it imports → the first file that does) */

/** @type {Map<string, Graph>} */
const graphs = new Map();

/** The folder under `root` that `file` belongs to, or null outside it. */
function folderOf(rootDir, file) {
  const relative = path.relative(rootDir, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length ? first : null;
}

/** Where an import specifier points, as a path, or null for a package. */
function resolve(specifier, fromFile, rootDir, alias) {
  if (alias && specifier.startsWith(alias)) return path.join(rootDir, specifier.slice(alias.length));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** The folder under `root` an import reaches (`@/features/recipes` and `../recipes/queries` alike), or null. */
function folderImported(specifier, fromFile, rootDir, alias) {
  const target = resolve(specifier, fromFile, rootDir, alias);
  return target && folderOf(rootDir, path.join(target, "x"));
}

function listSources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [full] : [];
  });
}

/** @returns {Graph} */
function graphOf(rootDir, alias) {
  const key = `${rootDir}|${alias ?? ""}`;
  let graph = graphs.get(key);
  if (graph) return graph;
  graph = new Map();
  for (const file of listSources(rootDir)) {
    const from = folderOf(rootDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const [, specifier] of fs.readFileSync(file, "utf8").matchAll(specifiers)) {
      const to = folderImported(specifier, file, rootDir, alias);
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(rootDir, file));
    }
  }
  graphs.set(key, graph);
  return graph;
}

/** The entry of `lowerLayers` that holds `file` (a folder it is in, or the file itself), or undefined. */
function layerOf(file, layers, cwd) {
  return layers.find((layer) => {
    const relative = path.relative(path.resolve(cwd, layer), file);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
  });
}

/** A path of folders from `start` to `goal` through the graph, or null. */
function pathBetween(graph, start, goal) {
  const cameFrom = new Map([[start, ""]]);
  const queue = [start];
  while (queue.length) {
    const folder = /** @type {string} */ (queue.shift());
    if (folder === goal) {
      const steps = [];
      for (let at = goal; at; at = cameFrom.get(at)) steps.unshift(at);
      return steps;
    }
    for (const next of graph.get(folder)?.keys() ?? []) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
export const moduleBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Folders under a root import each other in one direction, through their top-level files." },
    schema: [
      {
        type: "object",
        properties: {
          root: { type: "string" },
          alias: { type: "string" },
          entryPoints: { enum: [true, false, "index"] },
          label: { type: "string" },
          lowerLayers: { type: "array", items: { type: "string" } },
        },
        required: ["root"],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle: "The {{label}}s {{from}} and {{to}} depend on each other ({{path}}; {{file}}). Move what both need below them, or let the app layer join them.",
      private: "Import {{to}} through {{entry}} (or another file at its top), not a file inside its folders.",
      escape: "Import another {{label}} through its public entry ({{entry}}), not a relative path out of this one.",
      frontDoor: "Import the {{label}} {{to}} through its front door, {{entry}} (its index.ts), not a file inside it.",
      upward: "{{layer}} sits below the {{label}}s and imports none of them ({{to}}): move what it needs down beside it, or let app.ts hand it in.",
    },
  },
  create(context) {
    const options = /** @type {Options} */ (context.options[0]);
    const rootDir = path.resolve(context.cwd, options.root);
    const file = context.physicalFilename;
    if (testFile.test(file)) return {};
    const from = folderOf(rootDir, file);
    const label = options.label ?? "module";
    const layer = from ? undefined : layerOf(file, options.lowerLayers ?? [], context.cwd);
    if (layer) {
      return eachImport((node, specifier) => {
        const to = folderImported(specifier, file, rootDir, options.alias);
        if (to) context.report({ node: node.source, messageId: "upward", data: { label, to, layer: path.basename(layer) } });
      });
    }
    if (!from) return {};

    return eachImport((node, specifier) => {
      const to = folderImported(specifier, file, rootDir, options.alias);
      if (!to || to === from) return;
      const entry = options.alias ? `${options.alias}${to}` : to;
      if (options.entryPoints === "index") {
        // The folder itself (`../recipes`), never a file in it (`../recipes/queries`).
        const reached = path.relative(rootDir, /** @type {string} */ (resolve(specifier, file, rootDir, options.alias)));
        const door = path.relative(path.dirname(file), path.join(rootDir, to));
        if (reached !== to) context.report({ node: node.source, messageId: "frontDoor", data: { label, to, entry: door } });
      } else if (options.entryPoints) {
        if (!specifier.startsWith(options.alias ?? "\0")) {
          context.report({ node: node.source, messageId: "escape", data: { label, entry } });
        } else if (specifier.slice(options.alias.length).split("/").length > 2) {
          context.report({ node: node.source, messageId: "private", data: { to, entry } });
        }
      }
      const graph = graphOf(rootDir, options.alias);
      const back = pathBetween(graph, to, from);
      if (back) {
        const last = back.at(-2) ?? to;
        context.report({
          node: node.source,
          messageId: "cycle",
          data: { label, from, to, path: [from, ...back].join(" → "), file: `${graph.get(last)?.get(from)} imports ${from}` },
        });
      }
    });
  },
};

/**
 * Visitors that call `check` with every import, re-export and `import()` of a string.
 * @param {(node: import("estree").Node & { source?: any }, specifier: string) => void} check
 * @returns {import("eslint").Rule.RuleListener}
 */
function eachImport(check) {
  /** @param {import("estree").Node & { source?: any }} node */
  const visit = (node) => {
    const specifier = node.source?.value;
    if (typeof specifier === "string") check(node, specifier);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

export default { rules: { "module-boundaries": moduleBoundaries } };
