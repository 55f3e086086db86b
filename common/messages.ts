import type { InterfaceLanguage } from "./languages";
import { arabicMessages } from "./messages-ar";
import { englishMessages } from "./messages-en";

/**
 * Texts the server speaks (errors). Schemas in `common/` use these keys as their messages,
 * so the same schema gives an English or Arabic message on either side.
 * The client loads this catalogue under the `errors` namespace of its i18n module.
 */
export const serverMessages = { en: englishMessages, ar: arabicMessages } satisfies Record<InterfaceLanguage, Record<string, string>>;

export type ServerMessageKey = keyof (typeof serverMessages)["en"];

export function isServerMessageKey(value: string): value is ServerMessageKey {
  return Object.hasOwn(serverMessages.en, value);
}

/** A message key in the given language; any other text is returned as it is. */
export function serverMessage(keyOrText: string, language: InterfaceLanguage): string {
  return isServerMessageKey(keyOrText) ? serverMessages[language][keyOrText] : keyOrText;
}
