import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { forbidden } from "../../lib/http-error";
import { route } from "../../lib/route";
import { requireHousehold, requireUser } from "../../plugins/session";
import { isCrossSite } from "../../plugins/same-origin";
import type { Billing } from "../subscription";
import { deleteAccount } from "./delete-account";
import { collectAccountData } from "./export-data";
import { exportZip } from "./export-zip";
import { assertOwnPassword } from "./own-password";

/** Her data is hers to take and to erase (decision 0063). */
const accountDataRoutes: FastifyPluginAsyncZod<{ config: Config; billing: Billing }> = async (app, { config, billing }) => {
  /**
   * GET /api/account/export: a zip of wasfa-export.json and her recipes' photos. A GET, yet refused from another
   * site as a change would be: a link elsewhere must not spend her export allowance or make the server build it.
   */
  app.route({
    ...route("exportAccount"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      if (isCrossSite(request, config.appUrl)) throw forbidden("crossOrigin");
      await app.limiter.hit(config.rateLimits.exportPerUser, `export:user:${user.id}`);
      const now = new Date();
      // Read whole before the first byte goes out, so a failure here is still a clean error answer.
      const { data, photos } = await collectAccountData(app.db, user, household, now);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="wasfa-export-${now.toISOString().slice(0, 10)}.zip"`)
        .header("cache-control", "no-store")
        .send(exportZip(app.db, data, photos));
    },
  });

  /**
   * POST /api/account/delete: with her password, the account and everything that is hers go, and this browser is
   * signed out. A wrong password changes nothing and counts toward the same limit as change-password's.
   */
  app.route({
    ...route("deleteAccount"),
    handler: async (request, reply) => {
      const user = requireUser(request);
      await assertOwnPassword(app.limiter, config.rateLimits, { ip: request.ip, user }, { field: "password", password: request.body.password, wrong: "wrongPassword" });
      await deleteAccount(app.db, billing, user, request.log);
      app.sessionCookie.clear(reply);
      return reply.code(204).send(null);
    },
  });
};

export default accountDataRoutes;
