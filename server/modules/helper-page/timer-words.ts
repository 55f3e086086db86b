import { toAsciiDigits } from "../../../common/kitchen/digits";
import type { Duration } from "../../../common/kitchen/durations";

/** Where a sentence of a step ends, in any of her scripts; and a clause within it: commas, semicolons, a dash set apart. */
const sentenceEnd = /[.!?؟।॥။።۔]+(?:\s|$)/;
const clauseEnd = /[,;:،؛၊፣፤]|\s[-–—]\s/;
const longest = 80;

const firstNumber = (text: string) => /\d+(?:\.\d+)?/.exec(toAsciiDigits(text))?.[0];
const numbersOf = (text: string): string[] => toAsciiDigits(text).match(/\d+(?:\.\d+)?/g) ?? [];
const shortened = (clause: string) => (clause.length <= longest ? clause : `${clause.slice(0, longest).replace(/\s+\S*$/, "")}…`);

/**
 * The words of each of a step's timers, in her language: the clause of her step that names its time,
 * so two timers of one step are told apart ("fry the onions for 5 minutes", "simmer for 20 minutes"). The timers are
 * found in the English step; their clause in hers is the one holding the same number (a translation keeps every
 * number), the second such clause for the second timer of that number. None where a step has one timer (the step
 * says it), or where no clause holds its number ("half an hour" in words).
 */
export function timerWords(herStep: string, timers: readonly Pick<Duration, "text">[]): (string | undefined)[] {
  if (timers.length < 2) return timers.map(() => undefined);
  const plain = herStep.replace(/[\u2066-\u2069]/g, "");
  const pieces = (text: string, end: RegExp) =>
    text
      .split(end)
      .map((piece) => piece.trim())
      .filter(Boolean);
  const sentences = pieces(plain, sentenceEnd);
  const clauses = sentences.flatMap((sentence) => pieces(sentence, clauseEnd));
  const numbers = timers.map((timer) => firstNumber(timer.text));
  // A short sentence says best what a timer is for ("Add the tomatoes and cook until soft, about 5 minutes"), unless it
  // holds another timer's time too: then, as for a long one, the clause tells them apart.
  const fits = (sentence: string) => sentence.length <= longest && numbersOf(sentence).filter((number) => numbers.includes(number)).length === 1;
  const taken = new Map<string, number>();
  return numbers.map((number) => {
    if (number === undefined) return undefined;
    const nth = taken.get(number) ?? 0;
    taken.set(number, nth + 1);
    const holding = (candidates: string[]) => candidates.filter((candidate) => numbersOf(candidate).includes(number))[nth];
    const sentence = holding(sentences);
    const words = sentence && fits(sentence) ? sentence : holding(clauses);
    return words && shortened(words);
  });
}
