import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { moduleBoundaries } from "./module-boundaries.js";

RuleTester.describe = describe;
RuleTester.it = it;

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A folder of features on disk (the rule reads the other files' imports from it). */
function features(files: Record<string, string>) {
  const root = mkdtempSync(path.join(os.tmpdir(), "wasfa-boundaries-"));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

describe("wasfa/module-boundaries", () => {
  const oneWay = features({
    "recipes/index.ts": 'export { RecipeGrid } from "./components/recipe-grid";',
    "recipes/components/recipe-grid.tsx": 'import { FavoriteToggle } from "@/features/favorites";',
    "favorites/index.ts": 'export { FavoriteToggle } from "./components/favorite-toggle";',
    "favorites/on-demand.ts": 'export { FavoritesPage } from "./pages/favorites-page";',
    "favorites/components/favorite-toggle.tsx": "export const FavoriteToggle = 1;",
    "menu/components/dish.tsx": "",
  });
  const options = [{ root: oneWay, alias: "@/features/", entryPoints: true, label: "feature" }];
  const inFeature = (file: string) => path.join(oneWay, file);

  tester.run("features that import each other one way, through their top-level files", moduleBoundaries, {
    valid: [
      { code: 'import { FavoriteToggle } from "@/features/favorites";', filename: inFeature("menu/components/dish.tsx"), options },
      { code: 'import { FavoritesPage } from "@/features/favorites/on-demand";', filename: inFeature("menu/components/dish.tsx"), options },
      { code: 'import { helper } from "../lib/helper";', filename: inFeature("menu/components/dish.tsx"), options },
      { code: 'import { useQuery } from "@tanstack/react-query";', filename: inFeature("favorites/components/favorite-toggle.tsx"), options },
      // The app layer (outside the root) joins features however it needs.
      { code: 'import { RecipeGrid } from "@/features/recipes/components/recipe-grid";', filename: path.join(oneWay, "../app/router.tsx"), options },
    ],
    invalid: [
      {
        name: "a file inside another feature's folders",
        code: 'import { RecipeGrid } from "@/features/recipes/components/recipe-grid";',
        filename: inFeature("menu/components/dish.tsx"),
        options,
        errors: [{ messageId: "private" }],
      },
      {
        name: "a relative path out of the feature",
        code: 'import { RecipeGrid } from "../../recipes";',
        filename: inFeature("menu/components/dish.tsx"),
        options,
        errors: [{ messageId: "escape" }],
      },
      {
        name: "the feature that imports this one, imported back (favorites → recipes → favorites)",
        code: 'import { RecipeGrid } from "@/features/recipes";',
        filename: inFeature("favorites/components/favorite-toggle.tsx"),
        options,
        errors: [{ messageId: "cycle", data: { label: "feature", from: "favorites", to: "recipes", path: "favorites → recipes → favorites", file: "recipes/components/recipe-grid.tsx imports favorites" } }],
      },
      {
        name: "a dynamic import closing a circle too",
        code: 'const page = () => import("@/features/recipes");',
        filename: inFeature("favorites/components/favorite-toggle.tsx"),
        options,
        errors: [{ messageId: "cycle" }],
      },
    ],
  });

  const modules = features({
    "auth/signup.ts": 'import { recordSubscriptionChange } from "../subscription/history";',
    "subscription/history.ts": 'import { sha256 } from "../../lib/tokens";',
    "subscription/routes.ts": 'import { deleteUserSessions } from "../sessions/sessions";',
    "sessions/sessions.ts": "",
  });
  const serverOptions = [{ root: modules, label: "module" }];
  tester.run("server modules, relative imports, a circle through a third module", moduleBoundaries, {
    valid: [{ code: 'import { deleteUserSessions } from "../sessions/sessions";', filename: path.join(modules, "auth/routes.ts"), options: serverOptions }],
    invalid: [
      {
        code: 'import { findUser } from "../auth/users";',
        filename: path.join(modules, "sessions/sessions.ts"),
        options: serverOptions,
        errors: [{ messageId: "cycle", data: { label: "module", from: "sessions", to: "auth", path: "sessions → auth → subscription → sessions", file: "subscription/routes.ts imports sessions" } }],
      },
    ],
  });

  // Issue 24.2: a server module is reached only through its index.ts, and the layers below the modules
  // (lib, plugins, db, config.ts) import none of them.
  const server = features({
    "modules/recipes/index.ts": 'export { findRecipe } from "./queries";',
    "modules/recipes/queries.ts": "export const findRecipe = 1;",
    "modules/menu/plan.ts": 'import { findRecipe } from "../recipes";',
    "modules/translation/jobs/queue.ts": "",
  });
  const inServer = (file: string) => path.join(server, file);
  const doors = [
    {
      root: inServer("modules"),
      entryPoints: "index",
      label: "module",
      lowerLayers: [inServer("lib"), inServer("plugins"), inServer("db"), inServer("config.ts")],
    },
  ];
  const valid = (code: string, file: string) => ({ code, filename: inServer(file), options: doors });
  const invalid = (name: string, code: string, file: string, error: { messageId: string; data?: Record<string, string> }) => ({
    name,
    code,
    filename: inServer(file),
    options: doors,
    errors: [error],
  });
  const frontDoor = (to: string, entry: string) => ({ messageId: "frontDoor", data: { label: "module", to, entry } });
  const upward = (to: string, layer: string) => ({ messageId: "upward", data: { label: "module", to, layer } });
  tester.run("server modules through their index.ts, and the layers below them", moduleBoundaries, {
    valid: [
      valid('import { findRecipe } from "../recipes";', "modules/menu/plan.ts"),
      valid('import { findRecipe } from "../../recipes";', "modules/translation/jobs/queue.ts"),
      valid('import { ProviderError } from "../providers/provider";', "modules/translation/jobs/queue.ts"),
      valid('import { route } from "../../lib/route";', "modules/menu/plan.ts"),
      valid('import { badRequest } from "./http-error";', "lib/validate.ts"),
      valid('import { sql } from "../db/client";', "plugins/database.ts"),
      // The app layer joins modules as it needs; tests reach inside the parts they test.
      valid('import { findRecipe } from "./modules/recipes/queries";', "app.ts"),
      valid('import { findRecipe } from "../../modules/recipes/queries";', "lib/route.test.ts"),
    ],
    invalid: [
      invalid("a file inside another module", 'import { findRecipe } from "../recipes/queries";', "modules/menu/plan.ts", frontDoor("recipes", "../recipes")),
      invalid("a file inside another module, from a subfolder", 'import { findRecipe } from "../../recipes/queries";', "modules/translation/jobs/queue.ts", frontDoor("recipes", "../../recipes")),
      invalid("a re-export from inside another module", 'export { findRecipe } from "../recipes/queries";', "modules/menu/index.ts", frontDoor("recipes", "../recipes")),
      invalid("lib importing a module", 'import { previewTags } from "../modules/helper-page/document";', "lib/page-render.ts", upward("helper-page", "lib")),
      invalid("a plugin importing a module, even through its front door", 'import { findSessionUser } from "../modules/sessions";', "plugins/session.ts", upward("sessions", "plugins")),
      invalid("the configuration importing a module", 'import { parseAllowedHosts } from "./modules/my-recipes/drafts/allowed-hosts";', "config.ts", upward("my-recipes", "config.ts")),
      invalid("the database layer loading a module on demand", 'const catalog = () => import("../modules/recipes");', "db/client.ts", upward("recipes", "db")),
    ],
  });
});
