import { fillText } from "@common/helper-page";

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Her texts (already in her language), placeholders filled. */
export function translator(texts: Record<string, string>): Translate {
  return (key, params = {}) => fillText(texts[key] ?? "", params);
}
