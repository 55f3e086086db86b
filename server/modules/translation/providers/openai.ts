import { z } from "zod";
import { sourceLanguageName } from "../../../../common/source-languages";
import { malformed, postJson, type TranslationProvider } from "./provider";

const answer = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const content = z.object({ translations: z.array(z.string()) });

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, or a local Ollama or vLLM): the segments go as a JSON
 * array and come back as {"translations": [...]} in the same order.
 */
export function openAiProvider(options: { baseUrl: string; apiKey: string; model: string }): TranslationProvider {
  return {
    name: "openai",
    async translate(segments, { source, target }, signal) {
      const nameOf = (code: string) => sourceLanguageName(code, "en");
      const language = nameOf(target);
      const body = {
        model: options.model,
        temperature: 0,
        response_format: { type: "json_object" },
        messages: [
          {
            role: "system",
            content:
              `You translate recipe lines from ${nameOf(source)} into ${language} for a household helper who cooks. ` +
              "Use everyday kitchen words and the imperative for steps. Keep every number, fraction and unit exactly. " +
              'Answer only JSON: {"translations": [...]} with one string per input line, in the same order.',
          },
          { role: "user", content: JSON.stringify(segments) },
        ],
      };
      const parsed = answer.safeParse(
        await postJson("openai", `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`, body, { authorization: `Bearer ${options.apiKey}` }, signal),
      );
      if (!parsed.success) throw malformed("openai");
      let translations: string[];
      try {
        translations = content.parse(JSON.parse(parsed.data.choices[0]!.message.content)).translations;
      } catch {
        throw malformed("openai");
      }
      if (translations.length !== segments.length) throw malformed("openai");
      return translations;
    },
  };
}
