import { z } from "zod";
import type { SourceLanguageCode } from "../../../../common/source-languages";
import { malformed, postJson, type TranslationProvider } from "./provider";

/** LibreTranslate's code where it differs from ours: Filipino (Tagalog) is "tl". */
const codes: Partial<Record<SourceLanguageCode, string>> = { fil: "tl" };

const answer = z.object({ translatedText: z.array(z.string()) });

/** A (self-hosted) LibreTranslate: POST {url}/translate with `q` as an array answers an array. */
export function libreTranslateProvider(options: { url: string; apiKey?: string }): TranslationProvider {
  return {
    name: "libretranslate",
    async translate(segments, { source, target }, signal) {
      const body = {
        q: segments,
        source: codes[source] ?? source,
        target: codes[target] ?? target,
        format: "text",
        ...(options.apiKey && { api_key: options.apiKey }),
      };
      const parsed = answer.safeParse(await postJson("libretranslate", `${options.url.replace(/\/+$/, "")}/translate`, body, {}, signal));
      if (!parsed.success || parsed.data.translatedText.length !== segments.length) throw malformed("libretranslate");
      return parsed.data.translatedText;
    },
  };
}
