import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkoutSchema, effectiveStatus, reactivateSchema, subscriptionSchema } from "../../../common/subscription";
import { badRequest, HttpError } from "../../lib/http-error";
import { requireUser, type UserRow } from "../../plugins/session";
import { deleteUserSessions } from "../auth/sessions";
import type { Billing } from "./billing";
import { setSubscription, statusBeforeCanceling } from "./store";
import { isoOrNull } from "../../lib/dates";

export function subscriptionOf(user: UserRow) {
  return { status: effectiveStatus(user), trialEndsAt: isoOrNull(user.trialEndsAt), subscriptionEndsAt: isoOrNull(user.subscriptionEndsAt) };
}

/** SPEC §7 subscription calls, over whichever billing is configured (DESIGN §6). */
const subscriptionRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  const checkout = async (user: UserRow, language: string) => {
    try {
      return { checkoutUrl: await billing.startCheckout(user, language) };
    } catch (error) {
      app.log.error({ err: error }, "checkout could not start");
      throw new HttpError(502, "PAYMENT_PROVIDER_ERROR", "paymentFailed");
    }
  };

  app.get("/api/subscription", { schema: { response: { 200: subscriptionSchema } } }, async (request) =>
    subscriptionOf(requireUser(request)),
  );

  app.post("/api/subscription", { schema: { response: { 200: checkoutSchema } } }, async (request) => {
    const user = requireUser(request);
    if (effectiveStatus(user) === "active") throw badRequest("alreadySubscribed");
    return checkout(user, request.language);
  });

  /** Cancel at the end of the period; access stays until then, and the owner is logged out everywhere (SPEC §4). */
  app.delete("/api/subscription", { schema: { response: { 200: subscriptionSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    const status = effectiveStatus(user);
    if (status !== "trial" && status !== "active") throw badRequest("nothingToCancel");
    const endsAt = await billing.cancelAtPeriodEnd(user);
    const updated = await setSubscription(app.db, user.id, { subscriptionStatus: "canceling", subscriptionEndsAt: endsAt }, "cancel");
    await deleteUserSessions(app.db, user.id);
    app.sessionCookie.clear(reply);
    return subscriptionOf(updated);
  });

  /** Resumes a canceling subscription; anything else starts a checkout (one free month per account). */
  app.post("/api/subscription/reactivate", { schema: { response: { 200: reactivateSchema } } }, async (request) => {
    const user = requireUser(request);
    if (effectiveStatus(user) !== "canceling") return checkout(user, request.language);
    await billing.resume(user);
    const previous = await statusBeforeCanceling(app.db, user.id);
    const updated = await setSubscription(
      app.db,
      user.id,
      { subscriptionStatus: previous, subscriptionEndsAt: previous === "active" ? user.subscriptionEndsAt : null },
      "reactivate",
    );
    return subscriptionOf(updated);
  });
};

export default subscriptionRoutes;
