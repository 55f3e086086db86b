import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { requireUser, type UserRow } from "../../plugins/session";
import { adminSet, type Billing } from "../subscription";
import { toPublicUser } from "../auth";
import { deleteAccount } from "../account";
import { route } from "../../lib/route";

/** The account as its owner sees it, plus when it was made (the response schema keeps the table's columns). */
const toAdminUser = (row: UserRow) => ({ ...toPublicUser(row), createdAt: row.createdAt.toISOString() });

/** docs/spec.md §2 Users tab: list, edit subscription, delete. */
const adminUserRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  app.route({
    ...route("adminListUsers"),
    handler: async () => {
      const rows = await app.db.select().from(users).orderBy(asc(users.id));
      return rows.map(toAdminUser);
    },
  });

  app.route({
    ...route("adminUpdateSubscription"),
    handler: async (request) => {
      const { subscriptionStatus, trialEndsAt, subscriptionEndsAt } = request.body;
      const updated = await adminSet(app.db, request.params.id, {
        status: subscriptionStatus,
        ...(trialEndsAt && { trialEndsAt: new Date(trialEndsAt) }),
        ...(subscriptionEndsAt && { subscriptionEndsAt: new Date(subscriptionEndsAt) }),
      });
      if (!updated) throw notFound("userNotFound");
      return toAdminUser(updated);
    },
  });

  /** Deletes a user and everything that is theirs: the one deletion every path shares (delete-account.ts). */
  app.route({
    ...route("adminDeleteUser"),
    handler: async (request, reply) => {
      const admin = requireUser(request);
      if (admin.id === request.params.id) throw badRequest("cannotDeleteSelf");
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound("userNotFound");
      await deleteAccount(app.db, billing, user, request.log);
      return reply.code(204).send(null);
    },
  });
};

export default adminUserRoutes;
