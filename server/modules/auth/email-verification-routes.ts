import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverMessage } from "../../../common/messages";
import type { Config } from "../../config";
import { requireUser } from "../../plugins/session";
import type { Mailer } from "../mail";
import { awaitsAdminPassword } from "./admin-emails";
import { sendAdminPasswordMail, sendVerificationMail, verifyEmail } from "./email-verification";
import { route } from "../../lib/route";

/** Decision 0041: proving an email address (the link's page sends the first on a click, the account page the second). */
const emailVerificationRoutes: FastifyPluginAsyncZod<{ config: Config; mailer: Mailer }> = async (app, { config, mailer }) => {
  app.route({
    ...route("verifyEmail"),
    handler: async (request) => {
      await app.limiter.hit(config.rateLimits.resetPerIp, `verify:ip:${request.ip}`);
      const session = request.user && request.sessionIdHash ? { userId: request.user.id, idHash: request.sessionIdHash } : undefined;
      const user = await verifyEmail(app.db, request.body, session);
      if (!awaitsAdminPassword(config, user)) return { message: serverMessage("emailVerified", request.language) };
      // An admin address: the owner of the mailbox finishes by setting the password (decision 0059).
      void sendAdminPasswordMail(app.db, mailer, config, user, request.language).catch((error: unknown) =>
        request.log.error({ err: error }, "admin password mail failed"),
      );
      return { message: serverMessage("emailVerifiedSetPassword", request.language) };
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
