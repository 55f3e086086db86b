import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { effectiveStatus } from "../../../common/subscription";
import * as errorCodes from "../../../common/error-codes";
import { badRequest, HttpError } from "../../lib/http-error";
import { requireUser, type UserRow } from "../../plugins/session";
import { deleteUserSessions } from "../sessions";
import type { Mailer } from "../mail";
import type { Billing } from "./billing";
import { sendBillingMail } from "./billing-mails";
import { cancelAtPeriodEnd, resume } from "./transitions";
import { isoOrNull } from "../../lib/dates";
import { route } from "../../lib/route";

export function subscriptionOf(user: UserRow) {
  return { status: effectiveStatus(user), trialEndsAt: isoOrNull(user.trialEndsAt), subscriptionEndsAt: isoOrNull(user.subscriptionEndsAt) };
}

/** docs/spec.md §7 subscription calls, over whichever billing is configured (docs/design.md §6). */
const subscriptionRoutes: FastifyPluginAsyncZod<{ billing: Billing; mailer: Mailer; appUrl: string }> = async (app, { billing, mailer, appUrl }) => {
  const checkout = async (user: UserRow, language: string) => {
    try {
      return { checkoutUrl: await billing.startCheckout(user, language) };
    } catch (error) {
      app.log.error({ err: error }, "checkout could not start");
      throw new HttpError(502, errorCodes.paymentProvider, "paymentFailed");
    }
  };

  app.route({
    ...route("getSubscription"),
    handler: async (request) =>
    subscriptionOf(requireUser(request)),
  });

  app.route({
    ...route("subscribe"),
    handler: async (request) => {
      const user = requireUser(request);
      if (effectiveStatus(user) === "active") throw badRequest("alreadySubscribed");
      return checkout(user, request.language);
    },
  });

  /**
   * Cancel at the end of the period; access stays until then, and the owner is logged out everywhere (docs/spec.md §4).
   * A mail says what it cost and until when recipes open (decision 0074): she is logged out, the page cannot.
   */
  app.route({
    ...route("cancelSubscription"),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const updated = await cancelAtPeriodEnd(app.db, billing, user);
      await deleteUserSessions(app.db, user.id);
      app.sessionCookie.clear(reply);
      void sendBillingMail({ mailer, appUrl, log: request.log }, updated, "canceled", request.language);
      return subscriptionOf(updated);
    },
  });

  /** Resumes a canceling subscription; anything else starts a checkout (one free month per account). */
  app.route({
    ...route("reactivateSubscription"),
    handler: async (request) => {
      const user = requireUser(request);
      const resumed = await resume(app.db, billing, user);
      return resumed ? subscriptionOf(resumed) : checkout(user, request.language);
    },
  });
};

export default subscriptionRoutes;
