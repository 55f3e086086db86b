import type { HelperReply } from "@common/helper-page";
import { isReplyTime } from "@common/reply";

/** What her form holds: the browser's FormData, or anything that answers `get` the same way (tests). */
type FormValues = { get(name: string): FormDataEntryValue | null };

const valueOf = (form: FormValues, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/**
 * Her sentence for what the Reply form holds now (decision 0084), as the server will send it in her language, or
 * undefined while the phrase or what goes in its blank is missing. Built from the page's own data: no network.
 */
export function composedLine(reply: HelperReply, form: FormValues): string | undefined {
  const choice = reply.choices.find((candidate) => candidate.id === valueOf(form, "phrase"));
  if (!choice) return undefined;
  if (choice.id === "own") return valueOf(form, "text") || undefined;
  const param = choice.param;
  if (!param) return choice.label;
  if (param.name === "time") {
    const time = valueOf(form, "time");
    return isReplyTime(time) ? param.template.replace("{time}", time) : undefined;
  }
  const value = valueOf(form, param.name);
  return param.options.find((option) => option.value === value)?.text;
}
