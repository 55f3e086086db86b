import type * as endpoints from "./endpoints";

/*
 * Types and helpers over the route map (endpoints.ts) that both sides use. Plain module: no zod.
 */

type Endpoints = typeof endpoints;

/** An endpoint's name in the route map: "signup", "removeFavorite", … */
export type EndpointName = keyof Endpoints;
/** An endpoint as the map writes it: "POST /api/signup", "DELETE /api/favorites/:recipeId", … */
export type Endpoint = Endpoints[EndpointName];
/** The endpoint of a name. */
export type EndpointOf<N extends EndpointName> = Endpoints[N];
/** The name of an endpoint (each "METHOD /path" is in the map once; a test checks it). */
export type NameOf<E extends Endpoint> = { [N in EndpointName]: Endpoints[N] extends E ? N : never }[EndpointName];

export type MethodOf<E extends string> = E extends `${infer Method} ${string}` ? Method : never;
export type PathOf<E extends string> = E extends `${string} ${infer Path}` ? Path : never;
/** The `:name` parameters of a path, as a union of names (never when it has none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export const methodOf = <E extends Endpoint>(endpoint: E) => endpoint.slice(0, endpoint.indexOf(" ")) as MethodOf<E>;
export const pathOf = <E extends Endpoint>(endpoint: E) => endpoint.slice(endpoint.indexOf(" ") + 1) as PathOf<E>;

/** The endpoint's path with each `:name` replaced by its value, encoded: ("DELETE /api/favorites/:recipeId", { recipeId: 7 }) → "/api/favorites/7". */
export const pathWith = <E extends Endpoint>(endpoint: E, params: Record<PathParams<PathOf<E>>, string | number>) =>
  pathOf(endpoint).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string | number>)[name]!));
