import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverMessage } from "../../../common/messages";
import type { Config } from "../../config";
import { requireUser } from "../../plugins/session";
import type { Mailer } from "../mail/mailer";
import { sendVerificationMail, verifyEmail } from "./email-verification";
import { route } from "../../lib/route";

/** Issue 13.1: proving an email address (the link's page calls the first, the account page the second). */
const emailVerificationRoutes: FastifyPluginAsyncZod<{ config: Config; mailer: Mailer }> = async (app, { config, mailer }) => {
  app.route({
    ...route("verifyEmail"),
    handler: async (request) => {
      await app.limiter.hit(config.rateLimits.resetPerIp, `verify:ip:${request.ip}`);
      await verifyEmail(app.db, config, request.body);
      return { message: serverMessage("emailVerified", request.language) };
    },
  });

  app.route({
    ...route("resendVerification"),
    handler: async (request) => {
      const user = requireUser(request);
      if (user.emailVerifiedAt) return { message: serverMessage("emailVerified", request.language) };
      await app.limiter.hit(config.rateLimits.verifyMailPerUser, `verify-mail:user:${user.id}`);
      await sendVerificationMail(app.db, mailer, config, user, request.language);
      return { message: serverMessage("verificationSent", request.language) };
    },
  });
};

export default emailVerificationRoutes;
