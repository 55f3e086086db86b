import { describe, expect, it } from "vitest";
import { subscriptionRequiredCode } from "@common/subscription";
import { ApiRequestError } from "@/lib/api-client";
import { denialOf } from "./recipe-access";

const failure = (status: number, code?: string) => new ApiRequestError(status, { message: "no", code }, "no");

describe("why a recipe's details are refused", () => {
  it("reads 401 as 'log in' and 403 SUBSCRIPTION_REQUIRED as a frozen subscription", () => {
    expect(denialOf(failure(401))).toBe("login");
    expect(denialOf(failure(403, subscriptionRequiredCode))).toBe("frozen");
  });

  it("leaves every other failure to the not-found state", () => {
    expect(denialOf(failure(404))).toBeUndefined();
    expect(denialOf(failure(403, "FORBIDDEN"))).toBeUndefined();
    expect(denialOf(failure(500))).toBeUndefined();
    expect(denialOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
