import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { helperLanguages } from "../../../common/languages";
import { phraseSentence, type Phrase, type PhraseParams, type ReplyPhraseId } from "../../../common/reply";
import { catalogDir } from "../../lib/catalog-dir";

type Phrasebook = Partial<Record<ReplyPhraseId, Phrase>>;

/**
 * The helper's reply phrases in every helper language (catalog/reply-phrases/<lang>.json, decision 0084), bundled so a
 * reply needs no provider: her line in her language, the owner's line in English or Arabic from the same files.
 */
export function phrasebookFrom(folder: string) {
  const cache = new Map<string, Phrasebook>();
  const read = (language: string): Phrasebook => {
    let book = cache.get(language);
    if (!book) {
      const file = path.join(folder, `${language}.json`);
      book = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Phrasebook) : {};
      cache.set(language, book);
    }
    return book;
  };
  /** One phrase in `language` (English where the language lacks it). */
  const phrase = (language: string, id: ReplyPhraseId): Phrase => {
    const found = read(language)[id] ?? read("en")[id];
    if (found === undefined) throw new Error(`catalog/reply-phrases/en.json has no phrase "${id}"`);
    return found;
  };
  return {
    phrase,
    /** The sentence she (or the owner) reads: the plural form for `count`, placeholders filled. */
    sentence(language: string, id: ReplyPhraseId, params: PhraseParams = {}): string {
      const latin = helperLanguages.find((candidate) => candidate.code === language)?.script === "Latin";
      return phraseSentence(phrase(language, id), language, params, latin);
    },
  };
}

const bundled = phrasebookFrom(path.join(catalogDir, "reply-phrases"));
export const replyPhrase = bundled.phrase;
export const replySentence = bundled.sentence;
