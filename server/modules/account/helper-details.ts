import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readPhone } from "../../../common/phone";
import { users } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { requireUser } from "../../plugins/session";
import { toPublicUser } from "../auth";
import { route } from "../../lib/route";

/**
 * docs/spec.md §7 update-phone: the helper's name, WhatsApp number (stored E.164) and language. A national number is
 * read in the country sent with it (`phoneCountry`, decision 0073), else the one the owner chose in her profile;
 * with neither it is refused, never read as a UAE number by default.
 */
const helperDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("updateHelperDetails"),
    handler: async (request) => {
      const user = requireUser(request);
      const reading = readPhone(request.body.domesticWorkerPhone, request.body.phoneCountry ?? user.country);
      if (!reading.ok) {
        const problem = reading.reason === "needsCountry" ? "phoneCountryRequired" : "invalidPhone";
        throw badRequest(problem, { domesticWorkerPhone: [problem] });
      }
      const [updated] = await app.db
        .update(users)
        .set({
          helperFirstName: request.body.helperFirstName,
          domesticWorkerPhone: reading.e164,
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
