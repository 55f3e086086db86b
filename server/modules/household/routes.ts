import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { households, users } from "../../db/schema";
import { forbidden } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireHousehold, requireUser, type UserRow } from "../../plugins/session";
import type { Mailer } from "../mail";
import { householdView } from "./household-view";
import { invitationPreview, invite, revokeInvitation } from "./invitations";
import { joinHousehold } from "./join";
import { handOver, leave, removeMember } from "./membership";
import { assertOwner } from "./ownership";

/** The household as `user` sees it now, read again after a change (she may be in another one since). */
async function viewFor(db: Db, config: Config, userId: number) {
  const [row] = await db.select({ user: users, household: households }).from(users).innerJoin(households, eq(households.id, users.householdId)).where(eq(users.id, userId));
  return householdView(db, row!.household, row!.user as UserRow, config.household.memberLimit);
}

/**
 * Members and invitations (decisions 0082, 0083). Every route acts on the session's own household only: an id of
 * another household's member or invitation is not found (404), never forbidden.
 */
const householdRoutes: FastifyPluginAsyncZod<{ config: Config; mailer: Mailer }> = async (app, { config, mailer }) => {
  app.route({
    ...route("getHousehold"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      return householdView(app.db, household, user, config.household.memberLimit);
    },
  });

  app.route({
    ...route("inviteMember"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      assertOwner(household, user);
      // The mail names her by her address: it must be hers (a stranger's words never go to an unproved mailbox).
      if (!user.emailVerifiedAt) throw forbidden("confirmEmailToInvite");
      await app.limiter.hit(config.rateLimits.invitePerUser, `invite:user:${user.id}`);
      const invitation = await invite(app.db, mailer, config, { household, user, language: request.language }, request.body.email);
      return reply.code(201).send({ id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() });
    },
  });

  app.route({
    ...route("revokeInvitation"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      assertOwner(household, user);
      await revokeInvitation(app.db, household.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route("getInvitation"),
    handler: async (request) => invitationPreview(app.db, request.params.token),
  });

  app.route({
    ...route("joinHousehold"),
    handler: async (request) => {
      const user = requireUser(request);
      await joinHousehold(app.db, config, user, request.body.token);
      return viewFor(app.db, config, user.id);
    },
  });

  app.route({
    ...route("removeMember"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      assertOwner(household, user);
      await removeMember(app.db, config, household, user, request.params.userId);
      return viewFor(app.db, config, user.id);
    },
  });

  app.route({
    ...route("leaveHousehold"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      await leave(app.db, config, household, user);
      return viewFor(app.db, config, user.id);
    },
  });

  app.route({
    ...route("handOverHousehold"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      assertOwner(household, user);
      await handOver(app.db, household, request.body.userId);
      return viewFor(app.db, config, user.id);
    },
  });
};

export default householdRoutes;
