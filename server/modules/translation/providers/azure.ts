import { z } from "zod";
import type { SourceLanguageCode } from "../../../../common/source-languages";
import { malformed, postJson, type TranslationProvider } from "./provider";

/** Azure's code where it differs from ours: Luganda is "lug". */
const codes: Partial<Record<SourceLanguageCode, string>> = { lg: "lug", zh: "zh-Hans", no: "nb" };

const answer = z.array(z.object({ translations: z.array(z.object({ text: z.string() })).min(1) }));

/** Azure AI Translator v3: POST {endpoint}/translate?api-version=3.0&from=…&to=…, one element per segment. */
export function azureProvider(options: { key: string; region: string; url: string }): TranslationProvider {
  return {
    name: "azure",
    async translate(segments, { source, target }, signal) {
      const url = `${options.url.replace(/\/+$/, "")}/translate?api-version=3.0&from=${codes[source] ?? source}&to=${codes[target] ?? target}&textType=plain`;
      const headers = { "Ocp-Apim-Subscription-Key": options.key, "Ocp-Apim-Subscription-Region": options.region };
      const parsed = answer.safeParse(await postJson("azure", url, segments.map((text) => ({ Text: text })), headers, signal));
      if (!parsed.success || parsed.data.length !== segments.length) throw malformed("azure");
      return parsed.data.map((item) => item.translations[0]!.text);
    },
  };
}
