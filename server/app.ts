import { randomUUID } from "node:crypto";
import type { LookupFunction } from "node:net";
import { constants as zlibConstants } from "node:zlib";
import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyCompress from "@fastify/compress";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import * as endpoints from "../common/api/endpoints";
import { pathOf } from "../common/api/route";
import * as errorCodes from "../common/error-codes";
import type { Config } from "./config";
import type { Database } from "./db/client";
import requestLanguage from "./plugins/request-language";
import errorHandler, { sendApiError } from "./plugins/error-handler";
import securityHeaders from "./plugins/security-headers";
import catalogCache from "./plugins/catalog-cache";
import databasePlugin from "./plugins/database";
import clientApp from "./plugins/client-app";
import sessionPlugin from "./plugins/session";
import sameOrigin from "./plugins/same-origin";
import rateLimits from "./plugins/rate-limits";
import connectionGuard from "./plugins/connection-guard";
import { redactUrl } from "./lib/redact-url";
import { createMailer } from "./modules/mail";
import { healthRoutes } from "./modules/health";
import { authRoutes, passwordResetRoutes, emailVerificationRoutes } from "./modules/auth";
import { accountDataRoutes, accountRoutes, helperDetailsRoutes } from "./modules/account";
import { helperRoutes } from "./modules/helpers";
import { recipeRoutes } from "./modules/recipes";
import { myRecipeRoutes } from "./modules/my-recipes";
import { favoriteRoutes } from "./modules/favorites";
import { analyticsRoutes } from "./modules/analytics";
import { translationRoutes, createTranslator, type Translator, createProvider, translationQueue } from "./modules/translation";
import { shareRoutes } from "./modules/sharing";
import { menuRoutes } from "./modules/menu";
import { appWorkerRoutes } from "./modules/app-worker";
import { helperPageRoutes } from "./modules/helper-link";
import { replyRoutes } from "./modules/replies";
import { findSessionUser, sessionAbsoluteMs } from "./modules/sessions";
import { subscriptionRoutes, createStripeClient, stripeBilling, stripeWebhook, testBilling, testCheckout } from "./modules/subscription";
import { adminRoutes } from "./modules/admin";
import { imageRoutes } from "./modules/images";
import { householdRoutes } from "./modules/household";

export type AppOptions = {
  config: Config;
  database: Database;
  /** Folder of the built client to serve; absent in API-only tests and in development (Vite serves it). */
  clientDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Tests may give their own; otherwise the one TRANSLATION_PROVIDER configures. */
  translator?: Translator;
  /** Tests only: how a recipe import resolves host names (the SSRF guard checks every answer). */
  importLookup?: LookupFunction;
};

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}

/**
 * One access line per request, at info, with what was asked and answered; "incoming request" only when
 * debugging. Secrets in addresses (reset tokens, helper links) never reach the log, however the
 * request line writes the address (absolute form, escaped path).
 */
class AccessLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ method: request.method, url: redactUrl(request.url) }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.info({ method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, responseTime: reply.elapsedTime }, "request completed");
  }
}

/** Builds the whole app: external plugins → app plugins → modules (fastify/demo). Tests call this. */
export async function buildApp({ config, database, clientDir, logger, translator, importLookup }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // The nearest `proxyHops` proxies only: with `true`, any client could name its own address in
    // X-Forwarded-For and slip past the per-address rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.proxyHops,
    logController: new AccessLog(),
    bodyLimit: 1024 * 1024,
    // A client that trickles its request (slowloris) is cut: the whole request within requestTimeout,
    // headers within headersTimeout, no silence longer than the idle timeout (decision 0043).
    requestTimeout: config.server.requestTimeoutMs,
    connectionTimeout: config.server.idleTimeoutMs,
    keepAliveTimeout: config.server.keepAliveTimeoutMs,
    maxRequestsPerSocket: config.server.maxRequestsPerSocket,
    http: { headersTimeout: config.server.headersTimeoutMs, connectionsCheckingInterval: 2_000 },
    // The router's own refusals (a malformed or over-long path) answer like every other error:
    // { message, code } with one of our codes, not Fastify's own body.
    frameworkErrors: (error, request, reply) =>
      sendApiError(reply, request, error.statusCode ?? 400, { message: "invalidInput", code: errorCodes.validation }),
  }).withTypeProvider<ZodTypeProvider>();

  // The configuration this app was built with, for plugins and for tests that need to know it.
  app.decorate("config", config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  // External plugins.
  await app.register(securityHeaders, { https: config.appUrl.startsWith("https://") });
  await app.register(fastifyCookie, { secret: config.sessionSecret });
  // API answers and drawn artwork; built assets come precompressed (client-app plugin).
  await app.register(fastifyCompress, { threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });

  // App plugins.
  await app.register(requestLanguage);
  await app.register(errorHandler);
  await app.register(databasePlugin, { database });
  await app.register(catalogCache);
  await app.register(connectionGuard, { config });
  await app.register(rateLimits);
  await app.register(sessionPlugin, { config, sessions: { findUser: findSessionUser, absoluteMs: sessionAbsoluteMs } });
  // Her page's Reply form (decision 0084) carries no cookie and is authorised by the link alone, and her page's
  // no-referrer policy makes the browser send `Origin: null` with it: no session a forged form could ride on.
  await app.register(sameOrigin, { config, exempt: [pathOf(endpoints.stripeWebhook), "/h/"] });

  // Modules.
  const limiter = app.limiter;
  const mailer = createMailer(config, app.log);
  await app.register(healthRoutes);
  await app.register(authRoutes, { config, limiter, mailer });
  await app.register(passwordResetRoutes, { config, limiter, mailer });
  await app.register(emailVerificationRoutes, { config, mailer });
  await app.register(accountRoutes, { config });
  await app.register(helperDetailsRoutes);
  await app.register(householdRoutes, { config, mailer });
  await app.register(helperRoutes, { config });
  const recipeTranslator =
    translator ??
    createTranslator({
      db: database.db,
      provider: createProvider(config.translation),
      timeoutMs: config.translation.timeoutMs,
      log: app.log,
      onLearned: () => app.catalogCache.clear(),
    });
  await app.register(translationQueue, { config, translator: recipeTranslator });
  await app.register(translationRoutes, { config, limiter, translator: recipeTranslator });
  await app.register(shareRoutes, { config, translator: recipeTranslator, clientDir });
  await app.register(menuRoutes, { config, translator: recipeTranslator });
  await app.register(helperPageRoutes(config, clientDir));
  await app.register(replyRoutes(config, recipeTranslator));
  await app.register(appWorkerRoutes(clientDir));
  await app.register(recipeRoutes);
  await app.register(myRecipeRoutes, { config, importLookup });
  await app.register(favoriteRoutes);
  await app.register(analyticsRoutes, { config });
  await app.register(imageRoutes, { config });
  // Payments: Stripe with keys, the built-in test checkout without (docs/design.md §6); deleting an account ends either.
  const stripe = config.stripe && createStripeClient(config.stripe);
  const billing = stripe ? stripeBilling(config, database.db, stripe) : testBilling(config);
  await app.register(accountDataRoutes, { config, billing });
  await app.register(adminRoutes, { config, limiter, billing });
  await app.register(subscriptionRoutes, { billing, mailer, appUrl: config.appUrl });
  if (stripe) await app.register(stripeWebhook(stripe, config.stripe!.webhookSecret, { mailer, appUrl: config.appUrl }));
  else await app.register(testCheckout(config, mailer));

  await app.register(clientApp, { clientDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
