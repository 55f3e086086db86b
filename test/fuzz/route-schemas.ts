import { z } from "zod";
import * as endpoints from "../../common/api/endpoints";
import { contract, type RouteContract } from "../../common/api/contract.schema";
import type { EndpointName } from "../../common/api/route";
import type * as zodProvider from "fastify-type-provider-zod";
import type { JsonSchema } from "./arbitraries";

type ZodProvider = typeof zodProvider;
type Part = "body" | "querystring" | "params";

/** Every route's zod schemas as Fastify compiled them, keyed "METHOD /url". */
const seen = new Map<string, Partial<Record<Part, z.ZodType>>>();

/**
 * The provider with a validator compiler that also notes each schema it is given. Fastify calls
 * the compiler once per route and part, so the fuzzer learns every route's real body, query and
 * params shapes — a route added later included — without a list kept by hand.
 * Used from `vi.mock("fastify-type-provider-zod", …)` in the fuzz test file.
 */
export function recordingZodProvider(original: ZodProvider): ZodProvider {
  return {
    ...original,
    validatorCompiler: (route) => {
      const key = `${route.method} ${route.url}`;
      seen.set(key, { ...seen.get(key), [route.httpPart as Part]: route.schema as z.ZodType });
      return original.validatorCompiler(route);
    },
  };
}

/**
 * Routes that read a multipart form in the handler (no body schema to record): the schema of its
 * fields, from the route map's contract.
 */
const multipartFields: Record<string, z.ZodType> = Object.fromEntries(
  Object.entries(contract as Record<EndpointName, RouteContract>).flatMap(([name, parts]) =>
    parts.multipart ? [[endpoints[name as EndpointName], parts.multipart]] : [],
  ),
);

/** The route's input shape as JSON Schema (what the client sends, before transforms), or undefined. */
export function routeSchema(method: string, url: string, part: Part | "multipart"): JsonSchema | undefined {
  const key = `${method} ${url}`;
  const schema = part === "multipart" ? multipartFields[key] : seen.get(key)?.[part];
  return schema && (z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}
