import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readPhone } from "../../../common/phone";
import { helpers } from "../../db/schema";
import { badRequest } from "../../lib/http-error";
import { requireHousehold } from "../../plugins/session";
import { publicUserOf } from "../auth";
import { firstHelper } from "../household";
import { route } from "../../lib/route";

/**
 * docs/spec.md §7 update-phone: the helper's name, WhatsApp number (stored E.164) and language. A national number is
 * read in the country sent with it (`phoneCountry`, decision 0073), else the one the owner chose in her profile;
 * with neither it is refused, never read as a UAE number by default. Since households (decision 0080) "the helper" is
 * the household's first helper: she is changed, or, when the household lists none, added first, doing the shopping.
 */
const helperDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route("updateHelperDetails"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      const reading = readPhone(request.body.domesticWorkerPhone, request.body.phoneCountry ?? user.country);
      if (!reading.ok) {
        const problem = reading.reason === "needsCountry" ? "phoneCountryRequired" : "invalidPhone";
        throw badRequest(problem, { domesticWorkerPhone: [problem] });
      }
      const details = {
        firstName: request.body.helperFirstName,
        phone: reading.e164,
        ...(request.body.preferredLanguage !== undefined && { language: request.body.preferredLanguage }),
      };
      await app.db.transaction(async (tx) => {
        const first = await firstHelper(tx as typeof app.db, household.id);
        if (first) await tx.update(helpers).set({ ...details, updatedAt: new Date() }).where(eq(helpers.id, first.id));
        else await tx.insert(helpers).values({ householdId: household.id, ...details, position: 0, shops: true });
      });
      return publicUserOf(app.db, user, household);
    },
  });
};

export default helperDetailsRoutes;
