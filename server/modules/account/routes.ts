import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { UpdateDetailsInput } from "../../../common/auth.schema";
import { serverMessage } from "../../../common/messages";
import { isPhoneCountry, readPhone } from "../../../common/phone";
import { badRequest } from "../../lib/http-error";
import type { Config } from "../../config";
import { users } from "../../db/schema";
import { requireHousehold, requireUser } from "../../plugins/session";
import { endPasswordLinks, hashPassword, publicUserOf } from "../auth";
import { deleteUserSessions } from "../sessions";
import { assertOwnPassword } from "./own-password";
import { route } from "../../lib/route";

/**
 * The owner's own WhatsApp number as sent (decision 0086): undefined to leave it, null to remove it, else E.164. A
 * national number is read in the country sent with it, never in one assumed; without one it is refused.
 */
function ownerPhoneOf(body: UpdateDetailsInput): string | null | undefined {
  if (body.ownerPhone === undefined) return undefined;
  if (body.ownerPhone === "") return null;
  if (body.ownerPhoneCountry && !isPhoneCountry(body.ownerPhoneCountry)) throw badRequest("countryInvalid", { ownerPhoneCountry: ["countryInvalid"] });
  const reading = readPhone(body.ownerPhone, body.ownerPhoneCountry);
  if (!reading.ok) {
    const problem = reading.reason === "needsCountry" ? "phoneCountryRequired" : "invalidPhone";
    throw badRequest(problem, { ownerPhone: [problem] });
  }
  return reading.e164;
}

/** The signed-in owner's own account (docs/spec.md §7). */
const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...route("getAccount"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      return publicUserOf(app.db, user, household);
    },
  });

  app.route({
    ...route("updateDetails"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      const { firstName, lastName, country } = request.body;
      const ownerPhone = ownerPhoneOf(request.body);
      const [updated] = await app.db
        .update(users)
        .set({ firstName, lastName, ...(country !== undefined && { country }), ...(ownerPhone !== undefined && { ownerPhone }), updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return publicUserOf(app.db, updated!, household);
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
        // A reset link asked for before the change must not undo it.
        await endPasswordLinks(tx as typeof app.db, user.id);
        // Whoever else holds a session (a lost phone) is signed out; this browser stays in.
        await deleteUserSessions(tx as typeof app.db, user.id, request.sessionIdHash ?? undefined);
      });
      return { message: serverMessage("passwordUpdated", request.language) };
    },
  });
};

export default accountRoutes;
