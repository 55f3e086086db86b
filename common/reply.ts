/**
 * The helper's replies from her page (decision 0084): what she can say, and how a phrase of the bundled phrasebook
 * (catalog/reply-phrases/<lang>.json) becomes a sentence. Plain module: her page's script and the server use it.
 */

/** The phrases her page offers, in this order; "own" is her own words. A menu asks about a dish's step. */
export const replyChoiceIds = ["started", "done", "ready-at", "out-of", "step-question", "more-time", "not-home", "own"] as const;
export type ReplyChoiceId = (typeof replyChoiceIds)[number];

/** Every phrase of the phrasebook: the choices, and the step question of a menu ("step 3 of Machboos"). */
export const replyPhraseIds = ["started", "done", "ready-at", "out-of", "step-question", "step-question-dish", "more-time", "not-home"] as const;
export type ReplyPhraseId = (typeof replyPhraseIds)[number];

/** "I need {count} more minutes": the minutes she can ask for. */
export const replyMinutes = [10, 15, 20, 30, 45, 60] as const;

/** Her own words: at most this many characters (as the owner's note to her). */
export const replyTextMaxLength = 500;

/** A phrase's text: one sentence, or its plural forms (CLDR categories, `other` always; decision 0048). */
export type Phrase = string | ({ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>);

export type PhraseParams = { time?: string; item?: string; step?: number; count?: number; title?: string };

/** `{name}` placeholders filled; an unknown one is left as written. A function replacer keeps a "$" in a name. */
const fill = (template: string, params: Record<string, string | number | undefined>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));

/** The form of a plural phrase for `count` in `language`, by Intl.PluralRules; `other` when the language lacks it. */
export function pluralForm(phrase: Phrase, language: string, count: number | undefined): string {
  if (typeof phrase === "string") return phrase;
  if (count === undefined) return phrase.other;
  let category: Intl.LDMLPluralRule = "other";
  try {
    category = new Intl.PluralRules(language).select(count);
  } catch {
    // A language the runtime does not know: its `other` form.
  }
  return phrase[category] ?? phrase.other;
}

/**
 * A thing's name inside a sentence: "Onions" reads "We are out of onions." In a Latin-script language, a name
 * that does not start the sentence loses its capital unless it is an abbreviation ("BBQ sauce" stays).
 */
export function itemInSentence(template: string, name: string, latinScript: boolean): string {
  if (!latinScript || template.trimStart().startsWith("{item}")) return name;
  const [first, second] = [...name];
  return first && second && first !== first.toLowerCase() && second === second.toLowerCase() ? first.toLowerCase() + name.slice(first.length) : name;
}

/** One phrase as a sentence in `language`: its plural form for `count`, placeholders filled. */
export function phraseSentence(phrase: Phrase, language: string, params: PhraseParams, latinScript: boolean): string {
  const template = pluralForm(phrase, language, params.count);
  const item = params.item === undefined ? undefined : itemInSentence(template, params.item, latinScript);
  return fill(template, { ...params, item });
}

/** A time she picks, "HH:MM" (24-hour, as `<input type="time">` gives it). */
export const isReplyTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
