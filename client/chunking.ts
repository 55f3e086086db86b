import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { pages } from "../common/pages";

/*
 * How the app's code is cut into files (decision 0090). The bundler's own rule makes one file for each set of
 * on-demand imports (pages, dialogs, menus, text groups) that share a module: a page's first load was 20–40
 * files, most under 1 KB, each its own request and its own gzip window, plus the lines that import each from the
 * others (about 4 KB gzip per page; `npm run bench:bundle`). Here a module goes into:
 * - "vendor": the libraries every page needs (React, React Router, TanStack Query and their helpers);
 * - "frame": every other module the app's start reaches by static imports (the header, the layout, the texts
 *   they show, the shared helpers): one file, beside start-app's own;
 * - for a module an owner's daily page (home, /browse, a recipe, /favorites, /menu, /my-recipes) reaches but the
 *   start does not: one file per set of those pages that reach it, the other pages counting as one (the recipe
 *   cards of home, /browse, /favorites…: one file; a page's own modules: its file);
 * - anything else (a dialog's or a menu's code, loaded when used; what only the other pages use): the bundler's
 *   own rule, as before.
 * No page loads a module it does not reach: a file holds only modules reached by the same pages.
 */

/** The libraries every page needs: one file, its cache kept across deploys of the app's own code. */
export const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/;

/** Vite's helper that fetches a dynamic import's chunks: index.html's entry needs it alone (a group of its own). */
export const preloadHelper = /vite[\\/]preload-helper/;

/**
 * The app's own modules, its texts (decision 0087) and the icons it draws: the other libraries a page's code reaches
 * (forms, dialogs) keep the bundler's rule.
 */
const appModule = /[\\/](client[\\/]src|common)[\\/]|wasfa-texts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null };

/*
 * lucide-react's icons come through one file that re-exports all of them (its "barrel"): read as it is, every module
 * that draws one icon would reach all the icons the app uses anywhere, and the frame would carry them all. So an
 * import of the barrel reaches only the icons the importing module names.
 */
const iconBarrel = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** Each name the barrel exports, to the icon's file (`Search`, `SearchIcon`, `LucideSearch` → icons/search.mjs). */
function iconFiles(barrel: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, "utf8").matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, path.join(path.dirname(barrel), file!));
  }
  return files;
}

/** The icons a module's code imports from lucide-react by name (its code as the bundler read it, types gone). */
function iconsNamed(code: string, files: Map<string, string>): string[] {
  const icons: string[] = [];
  for (const [, names] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const name of names!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!)) {
      const file = files.get(name);
      if (file) icons.push(file);
    }
  }
  return icons;
}

/** Every module `from` reaches by static imports, itself included (through the icon barrel, only the icons named). */
function staticallyReached(graph: ModuleGraph, from: string): Set<string> {
  const reached = new Set<string>();
  const pending = [from];
  let icons: Map<string, string> | undefined;
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const module = graph.getModuleInfo(id);
    for (const imported of module?.importedIds ?? []) {
      if (!iconBarrel.test(imported)) pending.push(imported);
      else pending.push(...iconsNamed(module?.code ?? "", (icons ??= iconFiles(imported))));
    }
  }
  return reached;
}

/** A short, stable name for a page's module: its file's name (home-recipes, browse-page, favorites…). */
const pageName = (module: string) => path.basename(module).replace(/\.[^.]+$/, "");

/** The pages an owner goes through every day (issue 28's budget is for their first load): each set of them a file. */
const ownerPages = new Set<string>(["/", "/browse", "/recipe/:id", "/favorites", "/menu", "/my-recipes"].map((path) => pages.find((page) => page.path === path)!.module));

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 6);

/**
 * The chunk of each module, as Rolldown's `codeSplitting` group name function: "frame", a name for the set of pages
 * that reach it, or null (the bundler's own rule). The graph is read once per build, on the first call.
 */
export function appChunks(clientDir: string) {
  let chunkOf: Map<string, string> | undefined;
  const plan = (graph: ModuleGraph) => {
    const plan = new Map<string, string>();
    const start = path.join(clientDir, "src/start-app.tsx");
    for (const id of staticallyReached(graph, start)) plan.set(id, "frame");
    // start-app itself stays its chunk's only module: it awaits the page's code (top-level await), and that code
    // imports the frame, which must therefore have finished running, not be waiting on the page's code.
    plan.delete(start);
    const reachedBy = new Map<string, Set<string>>();
    for (const module of new Set(pages.map((page) => page.module))) {
      // The other pages count as one: a module they share with an owner page comes with it to each of them.
      const name = ownerPages.has(module) ? pageName(module) : "other";
      for (const id of staticallyReached(graph, path.join(clientDir, module))) {
        if (plan.has(id) || !appModule.test(id)) continue;
        reachedBy.set(id, (reachedBy.get(id) ?? new Set()).add(name));
      }
    }
    // Code only the other pages reach (account, admin, forms…) keeps the bundler's rule: one page's never comes with
    // another's. A set of pages is named by a short digest of its names (a file name has a length limit): "pages-1a2b3c".
    for (const [id, names] of reachedBy) {
      if (names.size === 1 && names.has("other")) continue;
      plan.set(id, names.size === 1 ? [...names][0]! : `pages-${digest([...names].sort().join(" "))}`);
    }
    return plan;
  };
  return (id: string, graph: ModuleGraph): string | null => {
    chunkOf ??= plan(graph);
    if (vendorModules.test(id) || preloadHelper.test(id)) return null;
    return chunkOf.get(id) ?? null;
  };
}
