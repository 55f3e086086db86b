import type { InterfaceLanguage } from "../../../common/languages";
import type { ReplyReading } from "../../../common/reply.schema";
import type { Db } from "../../db/client";
import { languageOfText } from "../../lib/language-id";
import { recall } from "../translation-memory";
import type { Translator } from "../translation";
import type { ReplyReference } from "./reply-reference";

type Reading = Pick<ReplyReading, "text" | "language" | "translated" | "translatedInto" | "status">;

/**
 * Her own words in the owner's interface language (decision 0085): the language they are written in is told from the
 * text (her link's language when the text alone does not say), then the translation memory is asked, then the
 * provider, privately: her words are never added to the shared memory and nothing of them is stored. Without a
 * provider (or when it fails) the owner gets them as written, and is told which of the two it was.
 */
export async function readReply(deps: { db: Db; translator: Translator }, reply: ReplyReference, target: InterfaceLanguage): Promise<Reading> {
  const language = await languageOfText(reply.text, reply.language);
  const base = { text: reply.text, language, translatedInto: target };
  if (language === target) return { ...base, translated: reply.text, status: "same-language" };
  const known = (await recall(deps.db, [reply.text], target)).get(reply.text);
  if (known) return { ...base, translated: known, status: "translated" };
  if (!deps.translator.provider) return { ...base, translated: null, status: "no-provider" };
  const translated = await deps.translator.translatePrivately(reply.text, target, language);
  return translated ? { ...base, translated, status: "translated" } : { ...base, translated: null, status: "failed" };
}
