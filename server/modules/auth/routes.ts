import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as errorCodes from "../../../common/error-codes";
import type { Config } from "../../config";
import { HttpError, unauthorized } from "../../lib/http-error";
import { route } from "../../lib/route";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { UserRow } from "../../plugins/session";
import type { Mailer } from "../mail";
import { verificationMail } from "./email-verification";
import { recordEvent } from "../events";
import { loginKeys } from "./login-limits";
import { mailLoginLink, useLoginLink } from "./login-link";
import { verifyAgainstNobody, verifyPassword } from "./password";
import { createSession, deleteSession } from "../sessions";
import { signUp } from "./signup";
import { findUserByUsername, publicUserOf, toPublicUser } from "./users";

/**
 * docs/spec.md §7: signup, login, logout. Each login gets a new session id (no fixation).
 * Failed logins are counted per username and address (429 beyond), and per username from everywhere with
 * a higher ceiling, beyond which a password alone opens nothing: the right one mails a login link to the
 * account's address (decision 0060). Someone guessing from elsewhere never locks the owner out.
 */
const authRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; mailer: Mailer }> = async (
  app,
  { config, limiter, mailer },
) => {
  const limits = config.rateLimits;

  /** Opens a session for `user` in this browser; a session id from before is never reused. */
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
    const previous = app.sessionCookie.read(request);
    if (previous) await deleteSession(app.db, previous);
    app.sessionCookie.set(reply, await createSession(app.db, user.id));
    await recordEvent(app.db, { type: "login", userId: user.id }, request.log);
  }

  app.route({
    ...route("signup"),
    handler: async (request, reply) => {
      await limiter.hit(limits.signupPerIp, `signup:ip:${request.ip}`);
      const { user, household } = await signUp(app.db, config, request.body);
      await startSession(request, reply, user);
      // The account works at once (SPEC); the mail proves the address. Its link is stored before the answer,
      // so nothing of the signup is still being written once it is answered; only the sending waits for no one.
      const mail = await verificationMail(app.db, config, user, request.language);
      void mailer.send(mail).catch((error: unknown) =>
        request.log.error({ err: error }, "verification mail failed"),
      );
      // A new household lists no helper yet.
      return reply.code(201).send(toPublicUser(user, household, undefined));
    },
  });

  app.route({
    ...route("login"),
    handler: async (request, reply) => {
      const username = request.body.username.toLowerCase();
      await limiter.hit(limits.loginPerIp, `login:ip:${request.ip}`);
      // Each attempt is counted as a failure before the password is checked, and given back if it was
      // right: attempts sent at the same moment cannot all be checked against one count (decision 0060).
      await limiter.reserve(limits.loginPerUsername, loginKeys.fromAddress(username, request.ip));
      const fromAnywhere = await limiter.tryReserve(limits.loginPerAccount, loginKeys.fromAnywhere(username));

      const found = await findUserByUsername(app.db, username);
      const valid = found
        ? await verifyPassword(found.passwordHash, request.body.password)
        : await verifyAgainstNobody(request.body.password);

      if (!fromAnywhere.within) {
        // Past the account's ceiling: the same answer, right password or not, and every attempt stays
        // counted (giving one back would tell a guesser it was right). Only the mailbox learns more.
        if (found && valid) {
          void (async () => {
            if (await limiter.allow(limits.forgotPerEmail, `login-link:email:${found.email.toLowerCase()}`)) {
              await mailLoginLink(app.db, mailer, config, found, request.language);
            }
          })().catch((error: unknown) => request.log.error({ err: error }, "login link mail failed"));
        }
        throw new HttpError(401, errorCodes.loginLinkRequired, "loginLinkRequired");
      }
      if (!found || !valid) throw unauthorized("invalidCredentials");

      // The owner proved herself from this address; guesses made elsewhere stay counted.
      await Promise.all([limiter.reset(loginKeys.fromAddress(username, request.ip)), fromAnywhere.release()]);
      await startSession(request, reply, found);
      return publicUserOf(app.db, found);
    },
  });

  app.route({
    ...route("loginWithLink"),
    handler: async (request, reply) => {
      await limiter.hit(limits.resetPerIp, `login-link:ip:${request.ip}`);
      const user = await useLoginLink(app.db, request.body);
      await startSession(request, reply, user);
      return publicUserOf(app.db, user);
    },
  });

  app.route({
    ...route("logout"),
    handler: async (request, reply) => {
      const sessionId = app.sessionCookie.read(request);
      if (sessionId) await deleteSession(app.db, sessionId);
      app.sessionCookie.clear(reply);
      return reply.code(204).send(null);
    },
  });
};

export default authRoutes;
