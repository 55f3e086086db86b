import type { InterfaceLanguage } from "../../../common/languages";
import type { ChosenReply } from "./reply-choices";

/** The owner's line under her own words, in the owner's language (only the server writes it: not in the app's catalogues). */
const readLinkLine: Record<InterfaceLanguage, (url: string) => string> = {
  en: (url) => `Read it in English: ${url}`,
  ar: (url) => `اقرأها بالعربية: ${url}`,
};

/**
 * The WhatsApp message her reply opens (decision 0084), to the owner's number: a first line naming the recipe or menu
 * (in the owner's language) and the helper, then the phrase in the owner's language with hers below it, so both
 * read it; or her own words as she wrote them, with a link where the owner reads them translated. Where she and
 * the owner share a language, the line is not written twice and no link is needed.
 */
export function replyMessage(
  reply: ChosenReply,
  about: { title: string; helperName: string | null },
  sides: { her: string; owner: InterfaceLanguage },
  readUrl?: string,
): string {
  const name = about.helperName?.trim();
  const heading = `*${about.title.trim()}*${name ? ` · ${name}` : ""}`;
  if (reply.kind === "phrase") {
    const lines = reply.herLine === reply.ownerLine ? [reply.ownerLine] : [reply.ownerLine, reply.herLine];
    return [heading, ...lines].join("\n");
  }
  const link = readUrl && sides.her !== sides.owner ? [readLinkLine[sides.owner](readUrl)] : [];
  return [heading, reply.text, ...link].join("\n");
}
