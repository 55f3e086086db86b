import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import wasfa from "./eslint/module-boundaries.js";

export default tseslint.config(
  { ignores: ["dist/**", "data/**", ".tmp/**", "node_modules/**", "server/db/migrations/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/client/**", "@/*"], message: "Server and common code must not import client code." },
          ],
        },
      ],
    },
  },
  {
    // The unit tests build the client's modules as its build does: they take its text-chunks plugin (decision 0087).
    files: ["vitest.config.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The client must not import server code; share through common/." },
            { group: ["@/app/*"], message: "Features and components must not import the app layer." },
          ],
        },
      ],
    },
  },
  {
    files: ["client/src/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**"], message: "The client must not import server code; share through common/." }] },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/client/**", "@/*"], message: "common/ imports neither side." }] },
      ],
    },
  },
  {
    // Plain modules may load in the browser's first load: zod and the schemas stay in *.schema.ts.
    files: ["common/**/*.ts"],
    ignores: ["common/**/*.schema.ts", "common/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", message: "Plain modules of common/ never load zod: put schemas in a *.schema.ts file.", allowTypeImports: true }],
          patterns: [{ group: ["**/*.schema"], message: "A plain module may take only types from a schema module.", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // Every schema is built with zod as common/zod.schema.ts configures it (jitless in the browser, decision 0058).
    files: ["common/**/*.schema.ts"],
    ignores: ["common/zod.schema.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Take z from common/zod.schema.ts, which configures it for the browser.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Issue 16.3: features reach each other through their top-level files and never in a circle.
    files: ["client/src/features/**/*.{ts,tsx}"],
    plugins: { wasfa },
    rules: { "wasfa/module-boundaries": ["error", { root: "client/src/features", alias: "@/features/", entryPoints: true, label: "feature" }] },
  },
  {
    // The server's modules depend on each other in one direction, each reached only through its index.ts, and the
    // layers below them (lib, plugins, db, config.ts) import none (decisions 0056, 0065).
    files: ["server/**/*.ts"],
    plugins: { wasfa },
    rules: {
      "wasfa/module-boundaries": [
        "error",
        { root: "server/modules", entryPoints: "index", label: "module", lowerLayers: ["server/lib", "server/plugins", "server/db", "server/config.ts"] },
      ],
    },
  },
);
