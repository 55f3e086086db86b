import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forgotPasswordSchema, messageSchema, resetPasswordSchema } from "../../../common/auth";
import { serverMessage } from "../../../common/messages";
import type { Config } from "../../config";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { requestPasswordReset, resetPassword } from "./password-reset";

/** SPEC §7 forgot/reset password. */
const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; mailer: Mailer }> = async (
  app,
  { config, limiter, mailer },
) => {
  app.post(
    "/api/forgot-password",
    { schema: { body: forgotPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      limiter.hit(config.rateLimits.forgotPerIp, `forgot:ip:${request.ip}`);
      limiter.hit(config.rateLimits.forgotPerEmail, `forgot:email:${request.body.email}`);
      // The answer leaves before the lookup, so neither its content nor its timing says whether the account exists.
      void requestPasswordReset(app.db, mailer, config, request.body).catch((error: unknown) =>
        request.log.error({ err: error }, "password reset mail failed"),
      );
      return { message: serverMessage("resetLinkSent", request.language) };
    },
  );

  app.post(
    "/api/reset-password",
    { schema: { body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword(app.db, request.body);
      return { message: serverMessage("passwordReset", request.language) };
    },
  );
};

export default passwordResetRoutes;
