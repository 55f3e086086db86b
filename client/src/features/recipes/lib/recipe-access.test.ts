import { describe, expect, it } from "vitest";
import * as errorCodes from "@common/error-codes";
import type { ErrorCode } from "@common/error-codes";
import { ApiRequestError } from "@/lib/api-client";
import { denialOf } from "./recipe-access";

const failure = (status: number, code?: ErrorCode) => new ApiRequestError(status, { message: "no", code }, "no");

describe("why a recipe's details are refused", () => {
  it("reads 401 UNAUTHORIZED as 'log in' and 403 SUBSCRIPTION_REQUIRED as a frozen subscription", () => {
    expect(denialOf(failure(401, errorCodes.unauthorized))).toBe("login");
    expect(denialOf(failure(403, errorCodes.subscriptionRequired))).toBe("frozen");
  });

  it("leaves every other failure to the not-found state", () => {
    expect(denialOf(failure(404, errorCodes.notFound))).toBeUndefined();
    expect(denialOf(failure(403, errorCodes.forbidden))).toBeUndefined();
    expect(denialOf(failure(500))).toBeUndefined();
    expect(denialOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
