import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { textChunks } from "./src/i18n/text-chunks";
import { appChunks, preloadHelper, vendorModules } from "./chunking";

const clientDir = path.dirname(fileURLToPath(import.meta.url));
const apiPort = Number(process.env.PORT ?? 5000);
/** The helper's page (/h/{token}, decision 0050): its own small script, and one font stylesheet per script, each an entry the server finds in the manifest. */
const helperFonts = readdirSync(path.join(clientDir, "helper-page/fonts")).filter((file) => file.endsWith(".css"));

/** The server-rendering bundle (decision 0055): the app's routes and pages for Node, loaded by the server at start. */
export const serverRenderDir = path.join(clientDir, "../dist/server-render");

const serverRenderBuild = {
  outDir: serverRenderDir,
  emptyOutDir: true,
  sourcemap: false,
  target: "node20",
  ssr: path.join(clientDir, "src/entry-server.tsx"),
  copyPublicDir: false,
  rolldownOptions: { optimization: { inlineConst: true } },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: clientDir,
  // textChunks: each English text travels with the code that shows it (decision 0087).
  plugins: [textChunks(path.join(clientDir, "src")), react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(clientDir, "src"),
      "@common": path.join(clientDir, "../common"),
    },
  },
  build: isSsrBuild ? serverRenderBuild : {
    outDir: path.join(clientDir, "../dist/client"),
    emptyOutDir: true,
    sourcemap: false,
    target: "es2022",
    assetsInlineLimit: 0,
    // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17): no polyfill in the entry.
    modulePreload: { polyfill: false },
    // dist/client/.vite/manifest.json: the server names a page's scripts in that page's HTML (modulepreload).
    manifest: true,
    rolldownOptions: {
      // Each constant of common/api/endpoints.ts is written where it is used, so the route map itself ships
      // in no chunk and the first load carries only the paths it calls (decision 0004).
      optimization: { inlineConst: true },
      input: {
        index: path.join(clientDir, "index.html"),
        helper: path.join(clientDir, "helper-page/main.ts"),
        ...Object.fromEntries(helperFonts.map((file) => [`helper-font-${path.basename(file, ".css")}`, path.join(clientDir, "helper-page/fonts", file)])),
      },
      output: {
        // The libraries every page needs, in one file: fewer requests, and one gzip dictionary for all.
        codeSplitting: {
          groups: [
            // Vite's helper that fetches a dynamic import's chunks at once: the entry's only script (main.tsx),
            // so it must not come inside a chunk that imports the libraries.
            { name: "preload-helper", test: preloadHelper },
            { name: "vendor", test: vendorModules },
            // The app's own code: its frame in one file, each set of owner pages' code in one (client/chunking.ts,
            // decision 0090). Each module's file is chosen there from the whole graph, its imports' files too, so
            // the group does not pull a module's imports in after it.
            { name: appChunks(clientDir), debugName: "app", priority: -1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
}));
