import { useSyncExternalStore } from "react";
import { dateLocale } from "./format-date";

/** The browser's languages never change while a page is open in a way the dates must follow at once. */
const subscribe = () => () => {};
const browserLanguages = () => (navigator.languages ?? [navigator.language]).join(",");
/** The server knows neither the browser's languages nor its clock's time zone. */
const noBrowser = () => null;

export type DateFormat = { locale: string; timeZone: string | undefined };

/**
 * docs/spec.md §4's date format (the browser's regional format in the interface language, its own time zone). The
 * server renders, and hydration first draws, with the owner's country and UTC, which both sides know
 * (decision 0055); right after hydration the browser's own format takes over (`useSyncExternalStore` draws its
 * server snapshot while hydrating, then the browser's), so the server's HTML is taken over without a mismatch.
 */
export function useDateFormat(language: string, country: string | null): DateFormat {
  const languages = useSyncExternalStore(subscribe, browserLanguages, noBrowser);
  return languages === null
    ? { locale: dateLocale(language, country, []), timeZone: "UTC" }
    : { locale: dateLocale(language, country, languages.split(",")), timeZone: undefined };
}
