import type { HelperLanguageCode } from "../../../../common/languages";
import type { SourceLanguageCode } from "../../../../common/source-languages";

/** Translate from `source` (English for the catalogue; a household recipe's own language) into `target`. */
export type LanguagePair = { source: SourceLanguageCode; target: HelperLanguageCode };

/** A machine translation service: segments in, the same number of translated segments out, in order. */
export type TranslationProvider = {
  name: string;
  translate(segments: string[], languages: LanguagePair, signal: AbortSignal): Promise<string[]>;
};

/** The provider answered with an error status; 429 and 5xx are worth trying again (after Retry-After, if it said). */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${provider} answered ${status}: ${detail.slice(0, 200)}`);
    this.name = "ProviderError";
  }

  get retryable() {
    return this.status === 429 || this.status >= 500;
  }
}

/** POSTs JSON and returns the parsed answer, or throws a ProviderError with the status. */
export async function postJson(
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after"));
    throw new ProviderError(provider, response.status, await response.text().catch(() => ""), Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  return response.json();
}

/** A provider whose answer does not have the shape its documentation promises. */
export function malformed(provider: string): ProviderError {
  return new ProviderError(provider, 502, "unexpected answer");
}
