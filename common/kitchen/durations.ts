import { quantitiesIn } from "./quantities";
import { secondsPer } from "./units";

/** A time named in a step: "20 minutes", "1-2 hours" (maxSeconds is the longer end), "an hour". */
export interface Duration {
  seconds: number;
  maxSeconds?: number;
  /** As written in the step. */
  text: string;
  start: number;
  end: number;
}

const timerUnits = new Set(["s", "min", "h"]);
/** Durations written in words; days are left out, they are storage times, not timers. */
const wordDurations = /\b(?:(half an hour)|an hour and a half|(an?) (hour|minute))\b/gi;

/** The durations of an English step, in order, for the cook-mode timer (decision 0050). Numbers of other units are not. */
export function durationsIn(step: string): Duration[] {
  const found: Duration[] = quantitiesIn(step).flatMap((quantity) => {
    const unit = (quantity.to ?? quantity.from).unit;
    if (!unit || !timerUnits.has(unit.name)) return [];
    const per = secondsPer[unit.name]!;
    const seconds = Math.round(quantity.from.token.value * per);
    const text = step.slice(quantity.start, quantity.end);
    return quantity.to
      ? [{ seconds, maxSeconds: Math.round(quantity.to.token.value * per), text, start: quantity.start, end: quantity.end }]
      : [{ seconds, text, start: quantity.start, end: quantity.end }];
  });
  for (const match of step.matchAll(wordDurations)) {
    const seconds = match[1] ? 1800 : match[3] ? secondsPer[match[3].toLowerCase() === "hour" ? "h" : "min"]! : 5400;
    found.push({ seconds, text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return joinCompound(step, found.sort((a, b) => a.start - b.start));
}

/** "1 hour 30 minutes" and "1 hour and 30 minutes" are one timer, not two. */
function joinCompound(step: string, durations: Duration[]): Duration[] {
  const joined: Duration[] = [];
  for (const duration of durations) {
    const last = joined.at(-1);
    const between = last ? step.slice(last.end, duration.start) : "";
    if (last && last.maxSeconds === undefined && duration.maxSeconds === undefined && last.seconds > duration.seconds && /^\s*(?:and\s+)?$/.test(between)) {
      joined[joined.length - 1] = { seconds: last.seconds + duration.seconds, text: step.slice(last.start, duration.end), start: last.start, end: duration.end };
    } else {
      joined.push(duration);
    }
  }
  return joined;
}
