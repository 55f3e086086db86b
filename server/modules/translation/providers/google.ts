import { z } from "zod";
import type { SourceLanguageCode } from "../../../../common/source-languages";
import { malformed, postJson, type TranslationProvider } from "./provider";

/** Google's code where it differs from ours: Filipino is "tl". */
const codes: Partial<Record<SourceLanguageCode, string>> = { fil: "tl", zh: "zh-CN" };

const answer = z.object({ data: z.object({ translations: z.array(z.object({ translatedText: z.string() })) }) });

/**
 * Cloud Translation API v2 (Basic): POST …/language/translate/v2?key=KEY with every segment in `q`,
 * so one request translates a whole recipe.
 */
export function googleProvider(options: { apiKey: string; url: string }): TranslationProvider {
  return {
    name: "google",
    async translate(segments, { source, target }, signal) {
      const url = `${options.url}?key=${encodeURIComponent(options.apiKey)}`;
      const body = { q: segments, source: codes[source] ?? source, target: codes[target] ?? target, format: "text" };
      const parsed = answer.safeParse(await postJson("google", url, body, {}, signal));
      if (!parsed.success || parsed.data.data.translations.length !== segments.length) throw malformed("google");
      return parsed.data.data.translations.map((t) => t.translatedText);
    },
  };
}
