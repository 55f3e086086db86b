import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { effectiveStatus } from "../../../common/subscription";
import * as errorCodes from "../../../common/error-codes";
import { badRequest, HttpError } from "../../lib/http-error";
import { requireHousehold, type HouseholdRow, type UserRow } from "../../plugins/session";
import { deleteUserSessions } from "../sessions";
import type { Mailer } from "../mail";
import type { Billing } from "./billing";
import { sendBillingMail } from "./billing-mails";
import { cancelAtPeriodEnd, resume } from "./transitions";
import { isoOrNull } from "../../lib/dates";
import { route } from "../../lib/route";

/** The household's subscription, as every member sees it (decision 0080). */
export function subscriptionOf(household: HouseholdRow) {
  return { status: effectiveStatus(household), trialEndsAt: isoOrNull(household.trialEndsAt), subscriptionEndsAt: isoOrNull(household.subscriptionEndsAt) };
}

/** docs/spec.md §7 subscription calls, over whichever billing is configured (docs/design.md §6). */
const subscriptionRoutes: FastifyPluginAsyncZod<{ billing: Billing; mailer: Mailer; appUrl: string }> = async (app, { billing, mailer, appUrl }) => {
  const checkout = async (household: HouseholdRow, user: UserRow, language: string) => {
    try {
      return { checkoutUrl: await billing.startCheckout(household, user, language) };
    } catch (error) {
      app.log.error({ err: error }, "checkout could not start");
      throw new HttpError(502, errorCodes.paymentProvider, "paymentFailed");
    }
  };

  app.route({
    ...route("getSubscription"),
    handler: async (request) => subscriptionOf(requireHousehold(request).household),
  });

  app.route({
    ...route("subscribe"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      if (effectiveStatus(household) === "active") throw badRequest("alreadySubscribed");
      return checkout(household, user, request.language);
    },
  });

  /**
   * Cancel at the end of the period; access stays until then, and the member who canceled is logged out everywhere
   * (docs/spec.md §4). A mail to the household's owner says what it cost and until when recipes open (decision 0074):
   * she is logged out, the page cannot.
   */
  app.route({
    ...route("cancelSubscription"),
    handler: async (request, reply) => {
      const { user, household } = requireHousehold(request);
      const updated = await cancelAtPeriodEnd(app.db, billing, household, user);
      await deleteUserSessions(app.db, user.id);
      app.sessionCookie.clear(reply);
      void sendBillingMail({ db: app.db, mailer, appUrl, log: request.log }, updated, "canceled", request.language);
      return subscriptionOf(updated);
    },
  });

  /** Resumes a canceling subscription; anything else starts a checkout (one free month per household). */
  app.route({
    ...route("reactivateSubscription"),
    handler: async (request) => {
      const { user, household } = requireHousehold(request);
      const resumed = await resume(app.db, billing, household, user);
      return resumed ? subscriptionOf(resumed) : checkout(household, user, request.language);
    },
  });
};

export default subscriptionRoutes;
