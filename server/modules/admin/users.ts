import { asc, count, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { households, users } from "../../db/schema";
import { badRequest, notFound } from "../../lib/http-error";
import { requireUser, type HouseholdRow, type UserRow } from "../../plugins/session";
import { adminSet, type Billing } from "../subscription";
import { toPublicUser } from "../auth";
import { deleteAccount } from "../account";
import { route } from "../../lib/route";

/**
 * The account as its owner sees it, plus when it was made and its household (decision 0080: the subscription shown is
 * the household's, one for all its members). The response schema keeps the table's columns.
 */
const toAdminUser = ({ user, household, members }: { user: UserRow; household: HouseholdRow; members: number }) => ({
  ...toPublicUser(user, household, undefined),
  createdAt: user.createdAt.toISOString(),
  householdId: household.id,
  householdMembers: members,
});

/** Users with their household and its number of members, in one query; all of them, or the one named. */
function usersWithHouseholds(db: Db, userId?: number) {
  const memberCounts = db.select({ householdId: users.householdId, members: count().as("members") }).from(users).groupBy(users.householdId).as("member_counts");
  return db
    .select({ user: users, household: households, members: memberCounts.members })
    .from(users)
    .innerJoin(households, eq(households.id, users.householdId))
    .innerJoin(memberCounts, eq(memberCounts.householdId, users.householdId))
    .where(userId === undefined ? undefined : eq(users.id, userId))
    .orderBy(asc(users.id));
}

/** docs/spec.md §2 Users tab: list, edit subscription, delete. */
const adminUserRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  app.route({
    ...route("adminListUsers"),
    handler: async () => {
      const rows = await usersWithHouseholds(app.db);
      return rows.map(toAdminUser);
    },
  });

  app.route({
    ...route("adminUpdateSubscription"),
    handler: async (request) => {
      const { subscriptionStatus, trialEndsAt, subscriptionEndsAt } = request.body;
      const [user] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!user) throw notFound("userNotFound");
      // The user's household's subscription: every member of it sees the change.
      const updated = await adminSet(app.db, user, {
        status: subscriptionStatus,
        ...(trialEndsAt && { trialEndsAt: new Date(trialEndsAt) }),
        ...(subscriptionEndsAt && { subscriptionEndsAt: new Date(subscriptionEndsAt) }),
      });
      if (!updated) throw notFound("userNotFound");
      const [row] = await usersWithHouseholds(app.db, user.id);
      if (!row) throw notFound("userNotFound");
      return toAdminUser(row);
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
