import type { DataTag, QueryFunction, UndefinedInitialDataOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { Contract } from "@common/api/contract.schema";
import { pathWith, type Endpoint, type NameOf } from "@common/api/route";
import type { ApiError } from "@common/error-codes";
import { i18n } from "@/i18n/setup";
import { apiFetch } from "./api-fetch";

/*
 * The API by the route map (common/api), with `import * as endpoints from "@common/api/endpoints"`:
 * `useQuery(apiQuery(endpoints.getRecipe, { params: { id } }))` here, and calls with `apiRequest` (./api-request).
 * Inputs and answers are typed from the endpoint's contract (types only: no zod reaches the browser from
 * here), so a wrong endpoint, a missing parameter, a wrong body or a wrong answer type does not compile.
 * This module is in the first load (the default query); apiRequest is not, only code loaded on demand calls.
 * The builders are marked free of side effects, so a module that only computes a key at its top level
 * does not join a chunk that never reads the key.
 */

type ContractOf<E extends Endpoint> = Contract[NameOf<E>];
type ParamsInput<C> = C extends { params: infer S extends z.ZodType } ? { params: z.input<S> } : { params?: never };
type QueryInput<C> = C extends { querystring: infer S extends z.ZodType } ? { query?: z.input<S> } : { query?: never };
type BodyInput<C> = C extends { body: infer S extends z.ZodType }
  ? { body: z.input<S> }
  : C extends { multipart: z.ZodType }
    ? { body: FormData }
    : { body?: never };

/** What a call of the endpoint sends: its path parameters, query and body. */
export type ApiInput<E extends Endpoint> = ParamsInput<ContractOf<E>> & QueryInput<ContractOf<E>> & BodyInput<ContractOf<E>>;
/** The address of an endpoint needs only its parameters and query. */
export type UrlInput<E extends Endpoint> = ParamsInput<ContractOf<E>> & QueryInput<ContractOf<E>>;
/** The input may be left out when nothing in it is required. */
export type InputArgs<T> = object extends T ? [input?: T] : [input: T];

type Success<R> = {
  [S in keyof R]: S extends 200 | 201 ? (R[S] extends z.ZodType ? z.output<R[S]> : never) : S extends 204 ? undefined : never;
}[keyof R];
/** What a successful call answers: its contract's 2xx schema (undefined for a 204). */
export type ApiAnswer<E extends Endpoint> = ContractOf<E> extends { response: infer R } ? Success<R> : unknown;

export type GetEndpoint = Extract<Endpoint, `GET ${string}`>;

/** docs/spec.md §8: a non-OK answer raises an error whose message is "status: body text". */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: Partial<ApiError> | undefined,
    text: string,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiRequestError";
  }
}

export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: Partial<ApiError> | undefined;
  try {
    body = JSON.parse(text) as Partial<ApiError>;
  } catch {
    body = undefined;
  }
  throw new ApiRequestError(response.status, body, text);
}

/** The endpoint's address: its path with the parameters filled in, then the query (empty, false and missing values left out). */
/*#__NO_SIDE_EFFECTS__*/
export function apiPath<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<UrlInput<E>>): string {
  const { params, query } = (input ?? {}) as { params?: never; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "" && value !== false) search.set(name, value as string);
  }
  const path = pathWith(endpoint, params!);
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** A GET endpoint's query key: its address, which the default query (below) fetches. */
/*#__NO_SIDE_EFFECTS__*/
export function queryKeyOf<E extends GetEndpoint>(endpoint: E, ...input: InputArgs<UrlInput<E>>) {
  return [apiPath(endpoint, ...input)] as const;
}

/**
 * `useQuery` / `prefetchQuery` options of a GET endpoint: its key, tagged with its answer's type so the
 * query's data is typed (what TanStack's queryOptions() does, without shipping it in the first load).
 */
/*#__NO_SIDE_EFFECTS__*/
export function apiQuery<E extends GetEndpoint>(endpoint: E, ...input: InputArgs<UrlInput<E>>) {
  return { queryKey: queryKeyOf(endpoint, ...input) } as ApiQueryOptions<ApiAnswer<E>>;
}

type ApiQueryOptions<T> = UndefinedInitialDataOptions<T, Error, T, readonly [string]> & { queryKey: DataTag<readonly [string], T, Error> };

/** The default query: GET on the first element of the key. */
export function getQueryFn<T>({ on401 }: { on401: "throw" | "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await apiFetch.current(String(queryKey[0]), {
      credentials: "include",
      headers: { "accept-language": i18n.language || "en" },
      signal,
    });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
