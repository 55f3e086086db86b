import type { HelperLanguageCode } from "../../../common/languages";
import { keepsNumbers } from "../../../common/translation-numbers";
import type { Db } from "../../db/client";
import * as errorCodes from "../../../common/error-codes";
import { HttpError } from "../../lib/http-error";
import { recall, remember } from "./memory";
import { ProviderError, type TranslationProvider } from "./providers/provider";

export class TranslationUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(503, errorCodes.translationUnavailable, "translationUnavailable");
  }
}

type Log = { warn: (obj: object, msg: string) => void };

export type Translator = ReturnType<typeof createTranslator>;

/**
 * translate(segments, language) of DESIGN §5: what the memory knows comes from it; everything else
 * goes to the provider in ONE request, with a timeout and one retry on 429/5xx. A provider line that
 * loses a number is not stored and fails the request. English is never sent anywhere.
 */
export function createTranslator(options: {
  db: Db;
  provider?: TranslationProvider;
  timeoutMs: number;
  log?: Log;
  /** Called after the memory learned new lines (localized lists may change). */
  onLearned?: () => void;
}) {
  const { db, provider, timeoutMs, log, onLearned } = options;

  async function callProvider(segments: string[], language: HelperLanguageCode): Promise<string[]> {
    if (!provider) throw new TranslationUnavailableError("no provider configured");
    for (let attempt = 1; ; attempt++) {
      try {
        return await provider.translate(segments, language, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        const retry = attempt === 1 && error instanceof ProviderError && error.retryable;
        log?.warn({ err: error, provider: provider.name, attempt }, "translation provider failed");
        if (!retry) throw new TranslationUnavailableError(error instanceof Error ? error.message : String(error));
      }
    }
  }

  return {
    provider,
    async translate(segments: string[], language: HelperLanguageCode): Promise<string[]> {
      if (language === "en") return segments;
      const known = await recall(db, segments, language);
      const missing = [...new Set(segments.filter((segment) => !known.has(segment)))];
      if (missing.length > 0) {
        const answers = await callProvider(missing, language);
        const good = missing
          .map((sourceText, i) => ({ sourceText, translatedText: answers[i]!.trim() }))
          .filter((entry) => entry.translatedText && keepsNumbers(entry.sourceText, entry.translatedText));
        if ((await remember(db, good, language, provider!.name)) > 0) onLearned?.();
        for (const entry of good) known.set(entry.sourceText, entry.translatedText);
        if (good.length < missing.length) throw new TranslationUnavailableError("a translation lost its numbers");
      }
      return segments.map((segment) => known.get(segment)!);
    },
  };
}
