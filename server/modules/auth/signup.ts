import type { SignupInput } from "../../../common/auth.schema";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import * as errorCodes from "../../../common/error-codes";
import { HttpError } from "../../lib/http-error";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { createHouseholdWithOwner } from "../household";
import { startTrial } from "../subscription";
import { hashPassword } from "./password";
import { findUserByEmail, isUniqueViolation } from "./users";

const dayMs = 24 * 3600_000;

/**
 * Creates an account whose username is its email, in a household of its own (decision 0080) whose free trial starts
 * now (docs/design.md §6): the household, the user and the trial in one transaction.
 * Never an admin at signup: ADMIN_EMAILS counts only once the address is verified (decision 0041).
 */
export async function signUp(db: Db, config: Config, input: SignupInput, now = new Date()): Promise<{ user: UserRow; household: HouseholdRow }> {
  const email = input.email.toLowerCase();
  const duplicate = () => new HttpError(400, errorCodes.emailTaken, "emailExists", { email: ["emailExists"] });
  if (await findUserByEmail(db, email)) throw duplicate();

  const trialEndsAt = new Date(now.getTime() + config.trialDays * dayMs);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const { user } = await createHouseholdWithOwner(
        tx as Db,
        { username: email, email, passwordHash, firstName: input.firstName, lastName: input.lastName, country: input.country ?? null, isAdmin: false },
        now,
      );
      return { user, household: await startTrial(tx as Db, user.householdId, user.id, trialEndsAt, now) };
    });
  } catch (error) {
    // Two signups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}
