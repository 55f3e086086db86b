import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverMessage } from "../../../common/messages";
import type { Config } from "../../config";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { Mailer } from "../mail";
import { HttpError } from "../../lib/http-error";
import { forgetFailedLogins } from "./login-limits";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { route } from "../../lib/route";

/**
 * docs/spec.md §7 forgot/reset password. Limits per address answer 429; the limit of mails per email is silent
 * (the answer is the same, no mail goes), so nobody can use it to block the owner's own request.
 */
const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; mailer: Mailer }> = async (
  app,
  { config, limiter, mailer },
) => {
  app.route({
    ...route("forgotPassword"),
    handler: async (request) => {
      await limiter.hit(config.rateLimits.forgotPerIp, `forgot:ip:${request.ip}`);
      const mayMail = await limiter.allow(config.rateLimits.forgotPerEmail, `forgot:email:${request.body.email}`);
      // The answer leaves before the lookup, so neither its content nor its timing says whether the account exists.
      if (mayMail) {
        void requestPasswordReset(app.db, mailer, config, request.body).catch((error: unknown) =>
          request.log.error({ err: error }, "password reset mail failed"),
        );
      }
      return { message: serverMessage("resetLinkSent", request.language) };
    },
  });

  app.route({
    ...route("resetPassword"),
    handler: async (request) => {
      await limiter.hit(config.rateLimits.resetPerIp, `reset:ip:${request.ip}`);
      try {
        const user = await resetPassword(app.db, config, request.body);
        // The owner is back in charge: someone's guesses no longer hold her login back (decision 0060).
        await forgetFailedLogins(limiter, user);
      } catch (error) {
        // Only bad links count against the email, and a valid link always works: guesses named
        // with the owner's email cannot lock the owner out of their own reset.
        if (error instanceof HttpError) await limiter.hit(config.rateLimits.resetPerEmail, `reset:email:${request.body.email}`);
        throw error;
      }
      return { message: serverMessage("passwordReset", request.language) };
    },
  });
};

export default passwordResetRoutes;
