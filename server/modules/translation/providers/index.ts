import type { TranslationConfig } from "../../../config";
import { azureProvider } from "./azure";
import { googleProvider } from "./google";
import { libreTranslateProvider } from "./libretranslate";
import { openAiProvider } from "./openai";
import type { TranslationProvider } from "./provider";

/** The provider TRANSLATION_PROVIDER names, or none (translation memory only). Config checked its keys. */
export function createProvider(config: TranslationConfig): TranslationProvider | undefined {
  switch (config.provider) {
    case "google":
      return googleProvider({ apiKey: config.google.apiKey!, url: config.google.url });
    case "azure":
      return azureProvider({ key: config.azure.key!, region: config.azure.region!, url: config.azure.url });
    case "libretranslate":
      return libreTranslateProvider({ url: config.libretranslate.url!, apiKey: config.libretranslate.apiKey });
    case "openai":
      return openAiProvider({ baseUrl: config.openai.baseUrl, apiKey: config.openai.apiKey!, model: config.openai.model });
    case "none":
      return undefined;
  }
}
