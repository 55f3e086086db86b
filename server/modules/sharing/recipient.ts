import { eq } from "drizzle-orm";
import * as errorCodes from "../../../common/error-codes";
import { hasHelperDetails, sendLanguageOf } from "../../../common/send-rules";
import type { Db } from "../../db/client";
import { helpers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import { firstHelper, helperFieldsOf, type HelperRow } from "../household";
import { helperRowOf, shoppingHelperRow } from "../helpers";

/** A send: the member who sends it, the household it belongs to, and the helper it goes to (decision 0080). */
export type Sending = { user: UserRow; household: HouseholdRow; helper: HelperRow };

/**
 * The helper a recipe or menu goes to: the one the member chose (`helperId`, decision 0081: a helper of this household,
 * else 404), else for the shopping list alone the one who does the shopping, else the household's first (the SPEC's
 * helper, decision 0080), whichever member sends. A household with no helper named and numbered cannot send
 * (docs/spec.md §4): 400 helperDetailsMissing.
 */
export async function sendingHelper(db: Db, householdId: number, choice: { helperId?: number; shopping?: boolean } = {}): Promise<HelperRow> {
  const helper =
    choice.helperId !== undefined
      ? await helperRowOf(db, householdId, choice.helperId)
      : ((choice.shopping ? await shoppingHelperRow(db, householdId) : undefined) ?? (await firstHelper(db, householdId)));
  if (!helper || !hasHelperDetails(helperFieldsOf(helper))) throw new HttpError(400, errorCodes.helperDetailsMissing, "helperDetailsMissing");
  return helper;
}

/** The language a send to this helper goes in by default: hers, English when none is chosen. */
export const helperSendLanguage = (helper: HelperRow | undefined) => sendLanguageOf(helperFieldsOf(helper));

/**
 * The name of the helper a link went to; for a link sent before helpers were listed, or to one removed since, the
 * household's first helper's (her replies name her, decision 0084).
 */
export async function sharedWithName(db: Db, share: { householdId: number; helperId: number | null }): Promise<string | null> {
  const [sent] = share.helperId === null ? [] : await db.select({ firstName: helpers.firstName }).from(helpers).where(eq(helpers.id, share.helperId)).limit(1);
  return (sent ?? (await firstHelper(db, share.householdId)))?.firstName ?? null;
}
