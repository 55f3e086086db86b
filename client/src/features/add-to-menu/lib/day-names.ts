import { useMemo } from "react";
import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";

/** The day's calendar date at noon UTC, so formatting it in UTC never slips to a neighbouring day. */
const asDate = (date: MenuDate) => new Date(`${date}T12:00:00Z`);

/**
 * A day's names in the interface language (Arabic weekday and month names in Arabic): long, weekday, day and month,
 * short weekday, day number.
 */
export function useDayNames() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = (options: Intl.DateTimeFormatOptions) => {
      const formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" });
      return (date: MenuDate) => formatter.format(asDate(date));
    };
    return {
      long: format({ weekday: "long", day: "numeric", month: "long" }),
      weekday: format({ weekday: "long" }),
      dayMonth: format({ day: "numeric", month: "long" }),
      short: format({ weekday: "short" }),
      number: format({ day: "numeric" }),
    };
  }, [language]);
}
