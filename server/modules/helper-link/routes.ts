import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { GoneReason } from "../../../common/helper-page";
import { isRightToLeft, type HelperLanguageCode } from "../../../common/languages";
import type { Config } from "../../config";
import { RateLimitedError } from "../../lib/rate-limit/rate-limiter";
import { route } from "../../lib/route";
import {
  helperPageAssets,
  helperRecipePage,
  helperServiceWorker,
  helperTextsIn,
  privatePage,
  renderGonePage,
  renderMenuPage,
  renderNotFoundPage,
  renderRecipePage,
} from "../helper-page";
import { helperMenuPage } from "../menu";
import { findRecipe } from "../recipes";
import { openShare } from "../sharing";
import { helperReplySheet } from "../replies";

/**
 * GET /h/:token: the helper's page, server-rendered in her language (readable without JavaScript), or the
 * "this link has expired" page in her language (410), or a plain 404; rate limited per address.
 * GET /h/sw.js: the service worker that keeps her page readable offline (scope /h/).
 */
export function helperPageRoutes(config: Config, clientDir: string | undefined): FastifyPluginAsyncZod {
  const buildDir = clientDir ?? "";
  return async (app) => {
    app.route({
      ...route("helperServiceWorker"),
      handler: async (_request, reply) =>
        reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").header("service-worker-allowed", "/h/").send(helperServiceWorker(buildDir)),
    });

    app.route({
      ...route("helperPage"),
      handler: async (request, reply) => {
        try {
          await app.limiter.hit(config.rateLimits.helperPagePerIp, `helper-page:ip:${request.ip}`);
        } catch (error) {
          if (!(error instanceof RateLimitedError)) throw error;
          return privatePage(reply, 429).header("retry-after", String(error.retryAfterSeconds)).send(renderNotFoundPage());
        }
        const opened = await openShare(app.db, request.params.token);
        if (opened.state === "missing") return privatePage(reply, 404).send(renderNotFoundPage());
        const gone = (language: HelperLanguageCode, reason: GoneReason) =>
          privatePage(reply, 410).send(renderGonePage({ language, dir: isRightToLeft(language) ? "rtl" : "ltr", texts: helperTextsIn(language) }, reason));
        if (opened.state === "gone") return gone(opened.language, opened.reason);
        const { share, sender } = opened;
        const site = { appUrl: config.appUrl, secret: config.sessionSecret };
        if (share.kind === "menu") {
          // A menu whose every dish was deleted since is gone, like a recipe link whose recipe was.
          const menu = await helperMenuPage(app.db, site, request.params.token, share, sender);
          if (!menu) return gone(share.language, "stopped");
          menu.reply = await helperReplySheet(app.db, request.params.token, share, sender, menu);
          return privatePage(reply, 200).send(renderMenuPage(menu, helperPageAssets(buildDir, share.language)));
        }
        const recipe = share.recipeId === null ? undefined : await findRecipe(app.db, share.recipeId, "system");
        if (!recipe) return privatePage(reply, 404).send(renderNotFoundPage());
        const model = await helperRecipePage(app.db, site, request.params.token, share, sender, recipe);
        model.reply = await helperReplySheet(app.db, request.params.token, share, sender, model);
        return privatePage(reply, 200).send(renderRecipePage(model, helperPageAssets(buildDir, share.language)));
      },
    });
  };
}
