import type { MenuDate } from "@common/menu";

/** Today on this device, as YYYY-MM-DD (the household's day, not UTC's). */
export function localToday(now = new Date()): MenuDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
