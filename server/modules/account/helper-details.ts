import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toE164 } from "../../../common/phone";
import { users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { requireUser } from "../../plugins/session";
import { toPublicUser } from "../auth/users";
import { route } from "../../lib/route";

/** SPEC §7 update-phone: the helper's name, WhatsApp number (stored E.164) and language. */
const helperDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("updateHelperDetails"),
    handler: async (request) => {
      const user = requireUser(request);
      const phone = toE164(request.body.domesticWorkerPhone, user.country);
      if (!phone) throw badRequest("invalidPhone", { domesticWorkerPhone: ["invalidPhone"] });
      const [updated] = await app.db
        .update(users)
        .set({
          helperFirstName: request.body.helperFirstName,
          domesticWorkerPhone: phone,
          ...(request.body.preferredLanguage !== undefined && { preferredLanguage: request.body.preferredLanguage }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      return toPublicUser(updated!);
    },
  });
};

export default helperDetailsRoutes;
