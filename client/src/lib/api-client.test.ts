import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, apiRequest, getQueryFn } from "./api-client";

type Seen = { method?: string; contentType?: string; body: string };

describe("the API client", () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = createServer(async (request: IncomingMessage, response) => {
      let body = "";
      for await (const chunk of request) body += chunk;
      seen.push({ method: request.method, contentType: request.headers["content-type"], body });
      const routes: Record<string, [number, string, string?]> = {
        "/ok": [200, '{"hello":"world"}'],
        "/bad": [400, '{"message":"Last name is required","code":"VALIDATION_ERROR"}'],
        "/empty-error": [503, ""],
        "/unauthorized": [401, '{"message":"Please log in to continue."}'],
      };
      const [status, text] = routes[request.url ?? ""] ?? [404, "nope"];
      response.writeHead(status, { "content-type": "application/json" }).end(text);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends a JSON body and its content type only when there is a body", async () => {
    await apiRequest("POST", `${base}/ok`, { a: 1 });
    await apiRequest("POST", `${base}/ok`);
    expect(seen.at(-2)).toEqual({ method: "POST", contentType: "application/json", body: '{"a":1}' });
    expect(seen.at(-1)).toEqual({ method: "POST", contentType: undefined, body: "" });
  });

  it("sends a FormData body as multipart, leaving the content type to fetch", async () => {
    const form = new FormData();
    form.set("title", "Kabsa");
    await apiRequest("POST", `${base}/ok`, form);
    expect(seen.at(-1)!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)!.body).toContain('name="title"');
  });

  it("raises 'status: body text' for a non-OK answer, keeping the server's message", async () => {
    const error = await apiRequest("POST", `${base}/bad`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(
      '400: {"message":"Last name is required","code":"VALIDATION_ERROR"}',
    );
    expect((error as ApiRequestError).serverMessage).toBe("Last name is required");
  });

  it("uses the status text when the error body is empty", async () => {
    await expect(apiRequest("GET", `${base}/empty-error`)).rejects.toThrow("503: Service Unavailable");
  });

  it("lets the account query read a 401 as signed out, and throws on 401 by default", async () => {
    const signal = new AbortController().signal;
    const context = { queryKey: [`${base}/unauthorized`], signal, meta: undefined } as never;
    await expect(getQueryFn({ on401: "returnNull" })(context)).resolves.toBeNull();
    await expect(getQueryFn({ on401: "throw" })(context)).rejects.toThrow(/^401: /);
  });
});
