import type { HelperReply, HelperReplyChoice } from "../../../common/helper-page";
import type { HelperLanguageCode } from "../../../common/languages";
import { isReplyTime, replyMinutes, replyTextMaxLength, type ReplyChoiceId, type ReplyPhraseId } from "../../../common/reply";
import type { ReplyForm } from "../../../common/reply.schema";
import { helperText } from "../helper-page";
import { replySentence } from "./phrasebook";

/**
 * What her replies on one link can name, in one language (decision 0084): the recipe's or menu's title, the things
 * she may be out of (the shopping list of the link's dishes: one line per thing, named in that language from the
 * memory and the bundled names, a thing without a name by its recipe line — the English line where the memory
 * has none), and each dish's steps. Her page and the owner's line are built from the same keys and dish ids.
 * Kept here, not in reply-context.ts (which reads it from the menu module), so the sheet depends on nothing else.
 */
export type ReplyContext = {
  title: string;
  items: { key: string; name: string }[];
  dishes: { id: string; title: string; steps: number }[];
};

/** Where she picks something, the sentence shows this in its place. */
const blank = "…";

/** A step as the form names it: the dish's section id and the step's number ("r1:3"). */
const stepValue = (dish: string, step: number) => `${dish}:${step}`;

/** A menu has several dishes: its step question names the dish. */
const stepPhrase = (context: ReplyContext): ReplyPhraseId => (context.dishes.length > 1 ? "step-question-dish" : "step-question");

/** Her Reply sheet in her language, for a link whose recipe or menu reads as `context`. */
export function replySheet(action: string, context: ReplyContext, language: HelperLanguageCode): HelperReply {
  const say = (id: ReplyPhraseId, params = {}) => replySentence(language, id, params);
  const asksDish = stepPhrase(context) === "step-question-dish";
  const steps = context.dishes.flatMap((dish) =>
    Array.from({ length: dish.steps }, (_, i) => ({
      value: stepValue(dish.id, i + 1),
      label: String(i + 1),
      text: say(stepPhrase(context), { step: i + 1, title: dish.title }),
      ...(asksDish && { group: dish.title }),
    })),
  );
  const choices: HelperReplyChoice[] = [
    { id: "started", label: say("started") },
    { id: "done", label: say("done") },
    { id: "ready-at", label: say("ready-at", { time: blank }), param: { name: "time", legend: helperText(language, "replyTime"), template: say("ready-at") } },
  ];
  if (context.items.length > 0) {
    const options = context.items.map((item) => ({ value: item.key, label: item.name, text: say("out-of", { item: item.name }) }));
    choices.push({ id: "out-of", label: say("out-of", { item: blank }), param: { name: "item", legend: helperText(language, "replyItem"), options } });
  }
  if (steps.length > 0) {
    const label = say(stepPhrase(context), { step: blank, title: asksDish ? blank : "" });
    choices.push({ id: "step-question", label, param: { name: "step", legend: helperText(language, "replyStep"), options: steps } });
  }
  const minutes = replyMinutes.map((count) => ({ value: String(count), label: String(count), text: say("more-time", { count }) }));
  choices.push(
    { id: "more-time", label: replySentence(language, "more-time", {}).replace("{count}", blank), param: { name: "minutes", legend: helperText(language, "replyMinutes"), options: minutes } },
    { id: "not-home", label: say("not-home") },
    { id: "own", label: helperText(language, "replyOwn") },
  );
  return { action, choices, textMaxLength: replyTextMaxLength };
}

/** What she chose, in her language and the owner's: one phrase each, or her own words (sent as written). */
export type ChosenReply = { kind: "phrase"; id: ReplyChoiceId; herLine: string; ownerLine: string } | { kind: "own"; text: string };

/**
 * Her form read against her link (the same keys and steps her page offered), each side's sentence from the
 * phrasebook; undefined when something is missing or is not on her link (a thing, a step, minutes, a time).
 */
export function chosenReply(
  form: ReplyForm,
  her: { language: HelperLanguageCode; context: ReplyContext },
  owner: { language: HelperLanguageCode; context: ReplyContext },
): ChosenReply | undefined {
  const both = (id: ReplyPhraseId, params: (side: ReplyContext) => Record<string, string | number> | undefined): ChosenReply | undefined => {
    const [herParams, ownerParams] = [params(her.context), params(owner.context)];
    if (!herParams || !ownerParams) return undefined;
    return { kind: "phrase", id: form.phrase, herLine: replySentence(her.language, id, herParams), ownerLine: replySentence(owner.language, id, ownerParams) };
  };
  switch (form.phrase) {
    case "started":
    case "done":
    case "not-home":
      return both(form.phrase, () => ({}));
    case "ready-at": {
      const time = form.time?.trim() ?? "";
      return isReplyTime(time) ? both("ready-at", () => ({ time })) : undefined;
    }
    case "out-of":
      return both("out-of", (side) => {
        const item = side.items.find((candidate) => candidate.key === form.item);
        return item && { item: item.name };
      });
    case "step-question": {
      const [dishId, number] = (form.step ?? "").split(":");
      const step = Number(number);
      return both(stepPhrase(her.context), (side) => {
        const dish = side.dishes.find((candidate) => candidate.id === dishId);
        return dish && Number.isInteger(step) && step >= 1 && step <= dish.steps ? { step, title: dish.title } : undefined;
      });
    }
    case "more-time": {
      const count = Number(form.minutes);
      return (replyMinutes as readonly number[]).includes(count) ? both("more-time", () => ({ count })) : undefined;
    }
    case "own": {
      const text = form.text?.trim() ?? "";
      return text ? { kind: "own", text } : undefined;
    }
  }
}
