import { describe, expect, it } from "vitest";
import { contract } from "../../common/api/contract.schema";
import { route } from "./route";

describe("a route taken from the route map", () => {
  it("has the endpoint's method and path, and the contract's schemas for Fastify", () => {
    const removal = route("removeFavorite");
    expect(removal).toMatchObject({ method: "DELETE", url: "/api/favorites/:recipeId" });
    expect(removal.schema).toEqual({ params: contract.removeFavorite.params, response: contract.removeFavorite.response });
  });

  it("leaves out what the handler reads itself (multipart and page forms), and parts the contract has not", () => {
    expect(Object.keys(route("adminCreateRecipe").schema)).toEqual(["response"]);
    expect(route("testCheckoutForm").schema).toEqual({});
    expect(Object.keys(route("getRecipe").schema)).toEqual(["params", "querystring", "response"]);
  });
});
