import { menuDays, type MenuSnapshot } from "../../../common/menu";
import type { HelperLanguageCode } from "../../../common/languages";
import { helperText } from "./helper-texts";

/** A day as her page and message name it ("Tuesday 25 November"), in her language where the runtime knows it. */
export function dayName(date: string, language: string): string {
  const options = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;
  // English as the Gulf writes it ("Tuesday 25 November"); a language the runtime lacks falls back to it.
  const locale = language !== "en" && Intl.DateTimeFormat.supportedLocalesOf([language]).length ? language : "en-GB";
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${date}T00:00:00Z`));
}

/** "Menu for Tuesday 25 November", or "Menu from … to …" for several days, in `language`. */
export function menuTitle(snapshot: Pick<MenuSnapshot, "from" | "days">, language: HelperLanguageCode): string {
  const days = menuDays(snapshot.from, snapshot.days);
  if (days.length === 1) return helperText(language, "menuTitle", { date: dayName(snapshot.from, language) });
  return helperText(language, "weekMenuTitle", { from: dayName(days[0]!, language), to: dayName(days.at(-1)!, language) });
}

/**
 * "Shopping list · Tuesday 25 November" (or "… · Tuesday 25 November – Monday 1 December"): the title of "just
 * the shopping" (decision 0071), in `language` from texts every language already has, the list's heading and the days.
 */
export function shoppingTitle(snapshot: Pick<MenuSnapshot, "from" | "days">, language: HelperLanguageCode): string {
  const days = menuDays(snapshot.from, snapshot.days);
  const range = days.length === 1 ? dayName(days[0]!, language) : `${dayName(days[0]!, language)} – ${dayName(days.at(-1)!, language)}`;
  return `${helperText(language, "shoppingList")} · ${range}`;
}
