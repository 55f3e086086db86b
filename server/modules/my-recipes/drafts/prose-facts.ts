import { textDurationMinutes } from "./durations";
import { plainNumbers } from "./numbers";

/**
 * How long a recipe takes and how many it serves, said in a sentence of its description rather than on a line of
 * their own: "A quick soup that takes 45 minutes and serves 4.", "تكفي ٤ أشخاص وتستغرق ساعة". Read
 * only from the text before the ingredients (and its notes), never from the steps, where "simmer for 20 minutes" is
 * a step's time. Each pattern reads a short stretch after its word, so a long line costs no backtracking.
 */

// Arabic joins "and" to the next word: "وتستغرق", "وتكفي".
const takesWord = /(?:^|[^\p{L}])و?(?:takes|taking|ready in|done in|all in|[تي]ستغرق|[تي]اخذ|[تي]أخذ|جاهز[ةه]? (?:في|خلال))(?![\p{L}])/giu;
const servesWord = /(?:^|[^\p{L}])و?(?:serves|feeds|enough for|[تي]كف[يى](?:\s*(?:لـ|ل))?)(?![\p{L}])/giu;
/** Where what a time or a count says ends: a clause's edge. */
const clauseEnd = /[.,;!?؟،]|\s(?:and|but|then|to|with|so)\s|\sو/u;
const people = /^\s*(?:about|around|up to|حوالي)?\s*(\d+)(?:\s*(?:-|–|to|or|إلى|الى|أو|او)\s*\d+)?(?!\s*(?:g|kg|ml|l|cups?|min|hours?)\b)/iu;

function clausesAfter(word: RegExp, text: string): string[] {
  return [...text.slice(0, 2_000).matchAll(word)].map((match) => {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const end = clauseEnd.exec(after);
    return end ? after.slice(0, end.index) : after;
  });
}

/** The total minutes and servings a recipe's prose says, where it says them. */
export function factsInProse(text: string): { totalTime?: number; servings?: number } {
  const facts: { totalTime?: number; servings?: number } = {};
  for (const clause of clausesAfter(takesWord, text)) {
    const minutes = textDurationMinutes(clause);
    if (minutes !== null && minutes > 0) {
      facts.totalTime = minutes;
      break;
    }
  }
  for (const clause of clausesAfter(servesWord, text)) {
    const count = people.exec(plainNumbers(clause))?.[1];
    if (count !== undefined && Number(count) >= 1) {
      facts.servings = Number(count);
      break;
    }
  }
  return facts;
}
