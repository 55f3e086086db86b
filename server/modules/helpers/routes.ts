import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { route } from "../../lib/route";
import { requireHousehold } from "../../plugins/session";
import { lastChoiceByCategory } from "./last-choice";
import { createHelper, deleteHelper, helperPhone, listHelpers, makeHelperFirst, updateHelper } from "./store";

/**
 * The household's helpers (decision 0081): listed, added (within HOUSEHOLD_HELPER_LIMIT), changed, removed and
 * reordered by any member. Each route finds a helper by its id and this household's id together: another
 * household's helper is a 404.
 */
const helperRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const listAnswer = async (householdId: number, helpers?: Awaited<ReturnType<typeof listHelpers>>) => ({
    helpers: helpers ?? (await listHelpers(app.db, householdId)),
    limit: config.household.helperLimit,
    lastChoice: await lastChoiceByCategory(app.db, householdId),
  });

  app.route({
    ...route("listHelpers"),
    handler: async (request) => listAnswer(requireHousehold(request).household.id),
  });

  app.route({
    ...route("createHelper"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      const { phoneCountry, phone, ...fields } = request.body;
      const created = await createHelper(app.db, household.id, { ...fields, phone: helperPhone(phone, phoneCountry ?? user.country) }, config.household.helperLimit);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...route("updateHelper"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      const { phoneCountry, phone, ...fields } = request.body;
      return updateHelper(app.db, household.id, request.params.id, {
        ...fields,
        ...(phone !== undefined && { phone: helperPhone(phone, phoneCountry ?? user.country) }),
      });
    },
  });

  app.route({
    ...route("deleteHelper"),
    handler: async (request, reply) => {
      await deleteHelper(app.db, requireHousehold(request).household.id, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...route("makeHelperFirst"),
    handler: async (request) => {
      const { household } = requireHousehold(request);
      return listAnswer(household.id, await makeHelperFirst(app.db, household.id, request.params.id));
    },
  });
};

export default helperRoutes;
