import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from "vitest";
import * as endpoints from "@common/api/endpoints";
import type { RecipeDetail } from "@common/recipe";
import type { User } from "@common/user";
import { ApiRequestError, apiPath, apiQuery, getQueryFn, queryKeyOf } from "./api-client";
import { serverMessageOf } from "./api-errors";
import { apiRequest } from "./api-request";

type Seen = { method?: string; url?: string; contentType?: string; body: string };

describe("the API client", () => {
  let server: Server;
  const seen: Seen[] = [];
  /** Answers by path: [status, body]. */
  const answers: Record<string, [number, string]> = {
    "/api/login": [200, '{"id":1}'],
    "/api/logout": [204, ""],
    "/api/favorites/7": [204, ""],
    "/api/admin/recipes": [201, '{"id":9}'],
    "/api/signup": [400, '{"message":"Last name is required","code":"VALIDATION_ERROR"}'],
    "/api/account": [401, '{"message":"Please log in to continue.","code":"UNAUTHORIZED"}'],
    "/api/subscription": [503, ""],
  };

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      seen.push({ method: request.method, url: request.url, contentType: request.headers["content-type"], body });
      const [status, text] = answers[new URL(request.url ?? "/", "http://x").pathname] ?? [404, "nope"];
      response.writeHead(status, { "content-type": "application/json" }).end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The app calls its own origin; here that origin is the test server.
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (url: string, init?: RequestInit) => realFetch(`${base}${url}`, init));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await new Promise((resolve) => server.close(resolve));
  });

  it("calls an endpoint with the route map's method and path, a JSON body and its content type only when there is one", async () => {
    expect(await apiRequest(endpoints.login, { body: { username: "sara@example.com", password: "Secret123" } })).toEqual({ id: 1 });
    await apiRequest(endpoints.logout);
    expect(seen.at(-2)).toEqual({
      method: "POST",
      url: "/api/login",
      contentType: "application/json",
      body: '{"username":"sara@example.com","password":"Secret123"}',
    });
    expect(seen.at(-1)).toEqual({ method: "POST", url: "/api/logout", contentType: undefined, body: "" });
  });

  it("fills path parameters and answers undefined for a 204", async () => {
    expect(await apiRequest(endpoints.removeFavorite, { params: { recipeId: 7 } })).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({ method: "DELETE", url: "/api/favorites/7" });
  });

  it("sends a FormData body as multipart, leaving the content type to fetch", async () => {
    const form = new FormData();
    form.set("title", "Kabsa");
    await apiRequest(endpoints.adminCreateRecipe, { body: form });
    expect(seen.at(-1)!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)!.body).toContain('name="title"');
  });

  it("raises 'status: body text' for a non-OK answer, keeping the server's message and code", async () => {
    const body = { firstName: "Sara", lastName: "", email: "sara@example.com", password: "Secret123" };
    const error = await apiRequest(endpoints.signup, { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('400: {"message":"Last name is required","code":"VALIDATION_ERROR"}');
    expect(serverMessageOf(error)).toBe("Last name is required");
    expect((error as ApiRequestError).body?.code).toBe("VALIDATION_ERROR");
  });

  it("uses the status text when the error body is empty", async () => {
    await expect(apiRequest(endpoints.subscribe)).rejects.toThrow("503: Service Unavailable");
  });

  it("builds an address from the route map, leaving out empty, false and missing query values", () => {
    expect(apiPath(endpoints.getRecipe, { params: { id: 12 }, query: { lang: "ar" } })).toBe("/api/recipes/12?lang=ar");
    expect(apiPath(endpoints.getRecipe, { params: { id: 12 }, query: { lang: undefined } })).toBe("/api/recipes/12");
    expect(apiPath(endpoints.searchRecipes, { query: { q: "", quick: false, sort: "easiest", limit: 12, cursor: "a b" } })).toBe(
      "/api/recipes/search?sort=easiest&limit=12&cursor=a+b",
    );
    expect(apiPath(endpoints.getImage, { params: { id: "a/b" } })).toBe("/api/images/a%2Fb");
  });

  it("keys a GET endpoint's query by its address, which the default query fetches", () => {
    expect(queryKeyOf(endpoints.getAccount)).toEqual(["/api/account"]);
    expect(apiQuery(endpoints.popularRecipes, { query: { lang: "ar" } }).queryKey).toEqual(["/api/recipes/popular?lang=ar"]);
  });

  it("lets the account query read a 401 as signed out, and throws on 401 by default", async () => {
    const signal = new AbortController().signal;
    const context = { queryKey: queryKeyOf(endpoints.getAccount), signal, meta: undefined } as never;
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow(/^401: /);
  });

  it("types each call from the contract: its input and its answer", () => {
    // Checked by the compiler (npx tsc -p client/tsconfig.json); the calls are never made.
    const calls = () => {
      expectTypeOf(apiRequest(endpoints.login, { body: { username: "a", password: "b" } })).resolves.toEqualTypeOf<User>();
      expectTypeOf(apiRequest(endpoints.removeFavorite, { params: { recipeId: 1 } })).resolves.toEqualTypeOf<undefined>();
      const cached = new QueryClient().getQueryData(apiQuery(endpoints.getRecipe, { params: { id: 1 } }).queryKey);
      expectTypeOf(cached).toEqualTypeOf<RecipeDetail | undefined>();
      // @ts-expect-error an endpoint the route map does not have
      void apiRequest(endpoints.signUp);
      // @ts-expect-error a path parameter is missing
      void apiRequest(endpoints.removeFavorite);
      // @ts-expect-error a body of the wrong shape
      void apiRequest(endpoints.signup, { body: { email: 1 } });
      // @ts-expect-error an upload goes as FormData
      void apiRequest(endpoints.adminCreateRecipe, { body: { title: "Kabsa" } });
      // @ts-expect-error only a GET endpoint has a query key
      void queryKeyOf(endpoints.logout);
    };
    expect(calls).toBeTypeOf("function");
  });
});
