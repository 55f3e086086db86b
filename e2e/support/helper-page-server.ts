import { readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import type { HelperPage } from "../../common/helper-page";
import type { HelperLanguageCode } from "../../common/languages";
import { clientDist, rootDir } from "../../scripts/client-build";
import { helperPageAssets, helperServiceWorker, renderMenuPage, renderNotFoundPage, renderRecipePage } from "../../server/modules/helper-page";
import { sampleMenuPage, sampleRecipePage } from "../../test/helper-page-samples";
import { securityHeaderSet } from "../../server/plugins/security-headers";

/**
 * The helper's page alone, as the app serves it: the real renderer and the built client (dist/client), the
 * app's security headers (CSP: no inline script), `/h/sw.js`, and sample pages from the catalogue at
 * `/h/recipe-<language>` and `/h/menu-<language>`. Every picture is the machboos drawing.
 */
export async function startHelperPageServer() {
  const picture = readFileSync(path.join(rootDir, "catalog/artwork/rendered/chicken-machboos-640.webp"));
  const app = Fastify();
  let url = "";
  const models = new Map<string, HelperPage>();
  const modelFor = (token: string): HelperPage | undefined => {
    const [kind, language] = token.split("-") as [string, HelperLanguageCode];
    if (!models.has(token) && (kind === "recipe" || kind === "menu")) {
      models.set(token, kind === "recipe" ? sampleRecipePage(language, url, token) : sampleMenuPage(language, url, token));
    }
    return models.get(token);
  };

  const headers = { ...securityHeaderSet(false), "referrer-policy": "no-referrer" };
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyStatic, {
    root: clientDist,
    index: false,
    preCompressed: true,
    allowedPath: (pathName) => !pathName.split("/").some((segment) => segment.startsWith(".")),
    setHeaders: (reply, filePath) => reply.header("cache-control", filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache"),
  });
  app.get("/h/sw.js", (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(helperServiceWorker(clientDist)),
  );
  app.get<{ Params: { token: string } }>("/h/:token", (request, reply) => {
    const model = modelFor(request.params.token);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
    if (!model) return reply.code(404).send(renderNotFoundPage());
    const assets = helperPageAssets(clientDist, model.language);
    return reply.send(model.kind === "recipe" ? renderRecipePage(model, assets) : renderMenuPage(model, assets));
  });
  app.get("/api/images/:id", (_request, reply) =>
    reply.type("image/webp").header("cache-control", "public, max-age=31536000, immutable").send(picture),
  );
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { url, modelFor, close: () => app.close() };
}
