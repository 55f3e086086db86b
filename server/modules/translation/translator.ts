import { isHelperLanguage, type HelperLanguageCode } from "../../../common/languages";
import { sourceLanguageName, type SourceLanguageCode } from "../../../common/source-languages";
import { keepsNumbers } from "../../../common/kitchen/number-guard";
import type { Db } from "../../db/client";
import * as errorCodes from "../../../common/error-codes";
import { HttpError } from "../../lib/http-error";
import { recall, remember } from "../translation-memory";
import { ProviderError, type TranslationProvider } from "./providers/provider";

/** The provider is down or failed: the owner may send in English, or try again later. */
export class TranslationUnavailableError extends HttpError {
  constructor(readonly reason: string) {
    super(503, errorCodes.translationUnavailable, "translationDown");
  }
}

/**
 * Not (fully) in her language, and no provider to ask: said plainly ("not translated into
 * Urdu yet"), with English offered; nothing suggests that trying again would help.
 */
export class TranslationMissingError extends HttpError {
  constructor(
    readonly language: HelperLanguageCode,
    /** The recipe's own language: a household recipe not in English is offered as written (decision 0052). */
    readonly source: SourceLanguageCode = "en",
  ) {
    // A recipe in a language no helper reads (German, Russian…) is offered "in English": it goes as written, with English headings.
    super(409, errorCodes.translationMissing, source === "en" ? "translationMissing" : isHelperLanguage(source) ? "translationMissingAsWritten" : "translationMissingUnread");
    this.messageParams = (interfaceLanguage) => ({ language: sourceLanguageName(language, interfaceLanguage), source: sourceLanguageName(source, interfaceLanguage) });
  }
}

/** A provider line that lost a number: not stored, and trying again gives the same answer. */
export class LostNumbersError extends Error {
  constructor(readonly count: number) {
    super(`${count} translated line(s) lost a number`);
    this.name = "LostNumbersError";
  }
}

/** Whether an error came from asking the provider, rather than from our own storage. */
function isProviderFailure(error: unknown): boolean {
  if (error instanceof ProviderError || error instanceof LostNumbersError) return true;
  const name = (error as { name?: string } | undefined)?.name;
  // fetch's own failures: a timeout or abort, or a TypeError when the address cannot be reached.
  return name === "TimeoutError" || name === "AbortError" || error instanceof TypeError;
}

type Log = { warn: (obj: object, msg: string) => void };

export type Translator = ReturnType<typeof createTranslator>;

/**
 * translate(segments, language) of docs/design.md §5: what the memory knows comes from it; everything else
 * goes to the provider in ONE request, with a timeout and one retry on 429/5xx. A provider line that
 * loses a number is not stored and fails the request. Text already in the asked language is never sent
 * anywhere. `source` is the language the lines are written in: English for the catalogue, the household's
 * own for its recipes (decision 0052). The memory is keyed by the source text, so it needs no source column.
 * fill(segments, language) is the background queue's: one provider request, its errors as they are,
 * so the queue can decide when to try again.
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

  async function callProvider(segments: string[], language: HelperLanguageCode, source: SourceLanguageCode, attempts: number): Promise<string[]> {
    if (!provider) throw new TranslationMissingError(language, source);
    for (let attempt = 1; ; attempt++) {
      try {
        return await provider.translate(segments, { target: language, source }, AbortSignal.timeout(timeoutMs));
      } catch (error) {
        log?.warn({ err: error, provider: provider.name, attempt }, "translation provider failed");
        if (!(attempt < attempts && error instanceof ProviderError && error.retryable)) throw error;
      }
    }
  }

  /** The missing lines, translated by the provider and stored; the good ones are added to `known`. */
  async function learn(missing: string[], language: HelperLanguageCode, source: SourceLanguageCode, known: Map<string, string>, attempts: number) {
    const answers = await callProvider(missing, language, source, attempts);
    const good = missing
      .map((sourceText, i) => ({ sourceText, translatedText: answers[i]?.trim() ?? "" }))
      .filter((entry) => entry.translatedText && keepsNumbers(entry.sourceText, entry.translatedText));
    if ((await remember(db, good, language, provider!.name)) > 0) onLearned?.();
    for (const entry of good) known.set(entry.sourceText, entry.translatedText);
    if (good.length < missing.length) throw new LostNumbersError(missing.length - good.length);
  }

  async function missingOf(segments: string[], language: HelperLanguageCode) {
    const known = await recall(db, segments, language);
    // A blank line (a household recipe's empty description) reads the same in every language: a provider
    // answers it blank, which would count as a lost line, so it is never asked for.
    for (const segment of segments) if (segment.trim() === "") known.set(segment, segment);
    return { known, missing: [...new Set(segments.filter((segment) => !known.has(segment)))] };
  }

  return {
    provider,

    async translate(segments: string[], language: HelperLanguageCode, source: SourceLanguageCode = "en"): Promise<string[]> {
      if (language === source) return segments;
      const { known, missing } = await missingOf(segments, language);
      if (missing.length > 0) {
        try {
          await learn(missing, language, source, known, 2);
        } catch (error) {
          // The provider failed (an error status, a timeout, no network, a lost number): a clear 503.
          // Anything else (the database refusing a value) goes on to the error handler as it is.
          if (!isProviderFailure(error)) throw error;
          throw new TranslationUnavailableError(error instanceof Error ? error.message : String(error));
        }
      }
      return segments.map((segment) => known.get(segment)!);
    },

    /**
     * Private text (an owner's note to the helper): straight to the provider and back, never into the
     * shared memory. Undefined when there is no provider, it fails, or a number is lost.
     */
    async translatePrivately(text: string, language: HelperLanguageCode, source: SourceLanguageCode = "en"): Promise<string | undefined> {
      if (language === source) return text;
      if (!provider) return undefined;
      try {
        const [answer] = await callProvider([text], language, source, 2);
        const translated = answer?.trim();
        return translated && keepsNumbers(text, translated) ? translated : undefined;
      } catch {
        return undefined;
      }
    },

    /**
     * Translates what the memory lacks; returns how many lines the provider was asked for (0: nothing to
     * do). `beforeProvider` runs only when the provider is needed (the queue's rate limit) and may throw.
     */
    async fill(segments: string[], language: HelperLanguageCode, source: SourceLanguageCode, beforeProvider?: () => Promise<void>): Promise<number> {
      if (language === source) return 0;
      const { known, missing } = await missingOf(segments, language);
      if (missing.length === 0) return 0;
      await beforeProvider?.();
      await learn(missing, language, source, known, 1);
      return missing.length;
    },
  };
}
