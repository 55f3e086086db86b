import * as endpoints from "../../common/api/endpoints";
import { contract, type Contract, type RouteContract } from "../../common/api/contract.schema";
import { methodOf, pathOf, type EndpointName } from "../../common/api/route";

type FastifyPart = "params" | "querystring" | "body" | "response";

/**
 * A route's method, path and schemas, taken from the route map (common/api) by the endpoint's name, to
 * register it with: `app.route({ ...route("signup"), handler })`. The handler's request and answer are
 * typed from the same schemas (fastify-type-provider-zod). `multipart` and `htmlForm` bodies are not
 * given to Fastify: the handler parses them with `contract.<name>.multipart` / `.htmlForm`.
 */
export function route<N extends EndpointName>(name: N) {
  const endpoint = endpoints[name];
  const parts: RouteContract = contract[name];
  const schema = Object.fromEntries(
    (["params", "querystring", "body", "response"] as const).flatMap((part) => (parts[part] ? [[part, parts[part]]] : [])),
  );
  return { method: methodOf(endpoint), url: pathOf(endpoint), schema: schema as Pick<Contract[N], Extract<keyof Contract[N], FastifyPart>> };
}
