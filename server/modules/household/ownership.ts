import { forbidden } from "../../lib/http-error";
import type { HouseholdRow, UserRow } from "../../plugins/session";
import * as errorCodes from "../../../common/error-codes";
import { HttpError } from "../../lib/http-error";
import type { ServerMessageKey } from "../../../common/messages";

/** Inviting, removing and handing over are the owner's (decision 0082); another member is told so (403). */
export function assertOwner(household: HouseholdRow, user: UserRow) {
  if (household.ownerUserId !== user.id) throw forbidden("householdNotOwner");
}

/** 409: what the household's state forbids now; the message says which, and what to do first (decision 0083). */
export function householdConflict(message: ServerMessageKey, params?: Record<string, string>) {
  const error = new HttpError(409, errorCodes.householdConflict, message);
  if (params) error.messageParams = () => params;
  return error;
}
