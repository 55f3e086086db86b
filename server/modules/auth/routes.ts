import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { unauthorized } from "../../lib/http-error";
import { route } from "../../lib/route";
import type { RateLimiter } from "../../lib/rate-limit/rate-limiter";
import type { Mailer } from "../mail/mailer";
import { deservesAdmin, sendVerificationMail } from "./email-verification";
import { recordEvent } from "../events/record";
import { verifyAgainstNobody, verifyPassword } from "./password";
import { createSession, deleteSession } from "../sessions/sessions";
import { signUp } from "./signup";
import { findUserByUsername, toPublicUser } from "./users";

/**
 * SPEC §7: signup, login, logout. Each login gets a new session id (no fixation).
 * Failed logins are counted per username and address, and per username from everywhere with a higher
 * ceiling: someone guessing from elsewhere does not lock the owner out at home (issue 13.5).
 */
const authRoutes: FastifyPluginAsyncZod<{ config: Config; limiter: RateLimiter; mailer: Mailer }> = async (
  app,
  { config, limiter, mailer },
) => {
  const limits = config.rateLimits;

  app.route({
    ...route("signup"),
    handler: async (request, reply) => {
      await limiter.hit(limits.signupPerIp, `signup:ip:${request.ip}`);
      const user = await signUp(app.db, config, request.body);
      app.sessionCookie.set(reply, await createSession(app.db, user.id));
      await recordEvent(app.db, { type: "login", userId: user.id }, request.log);
      // The account works at once (SPEC); the mail proves the address for what needs it (admin rights).
      void sendVerificationMail(app.db, mailer, config, user, request.language).catch((error: unknown) =>
        request.log.error({ err: error }, "verification mail failed"),
      );
      return reply.code(201).send(toPublicUser(user));
    },
  });

  app.route({
    ...route("login"),
    handler: async (request, reply) => {
      const username = request.body.username.toLowerCase();
      const fromHere = `login:user-ip:${username}:${request.ip}`;
      const fromAnywhere = `login:user:${username}`;
      await limiter.hit(limits.loginPerIp, `login:ip:${request.ip}`);
      await limiter.assertUnder(limits.loginPerUsername, fromHere);
      await limiter.assertUnder(limits.loginPerAccount, fromAnywhere);

      const found = await findUserByUsername(app.db, username);
      const valid = found
        ? await verifyPassword(found.passwordHash, request.body.password)
        : await verifyAgainstNobody(request.body.password);
      if (!found || !valid) {
        await Promise.all([limiter.fail(limits.loginPerUsername, fromHere), limiter.fail(limits.loginPerAccount, fromAnywhere)]);
        throw unauthorized("invalidCredentials");
      }
      await limiter.reset(fromHere);

      let user = found;
      if (deservesAdmin(config, user)) {
        [user] = (await app.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id)).returning()) as [typeof user];
      }
      // A session id from before login is never reused.
      const previous = app.sessionCookie.read(request);
      if (previous) await deleteSession(app.db, previous);
      app.sessionCookie.set(reply, await createSession(app.db, user.id));
      await recordEvent(app.db, { type: "login", userId: user.id }, request.log);
      return toPublicUser(user);
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
