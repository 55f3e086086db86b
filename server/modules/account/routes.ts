import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serverMessage } from "../../../common/messages";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { requireUser } from "../../plugins/session";
import { hashPassword } from "../auth/password";
import { endPasswordLinks } from "../auth/password-links";
import { assertOwnPassword } from "./own-password";
import { deleteUserSessions } from "../sessions/sessions";
import { toPublicUser } from "../auth/users";
import { route } from "../../lib/route";

/** The signed-in owner's own account (SPEC §7). */
const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...route("getAccount"),
    handler: async (request) => toPublicUser(requireUser(request)),
  });

  app.route({
    ...route("updateDetails"),
    handler: async (request) => {
      const user = requireUser(request);
      const { firstName, lastName, country } = request.body;
      const [updated] = await app.db
        .update(users)
        .set({ firstName, lastName, ...(country !== undefined && { country }), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return toPublicUser(updated!);
    },
  });

  app.route({
    ...route("changePassword"),
    handler: async (request) => {
      const user = requireUser(request);
      await assertOwnPassword(app.limiter, config.rateLimits, { ip: request.ip, user }, {
        field: "currentPassword",
        password: request.body.currentPassword,
        wrong: "wrongCurrentPassword",
      });
      const passwordHash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        // A reset link asked for before the change must not undo it (issue 23.7).
        await endPasswordLinks(tx as typeof app.db, user.id);
        // Whoever else holds a session (a lost phone) is signed out; this browser stays in.
        await deleteUserSessions(tx as typeof app.db, user.id, request.sessionIdHash ?? undefined);
      });
      return { message: serverMessage("passwordUpdated", request.language) };
    },
  });
};

export default accountRoutes;
