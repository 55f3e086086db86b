import { useSyncExternalStore } from "react";
import type { OwnerDay } from "@common/server-render";
import { timeZoneCookie } from "@common/time-zone";

/*
 * The owner's day on a page the server draws (decision 0088). The browser keeps its time zone in a cookie, so the
 * server can draw a signed-in home's "Today" for the day it is where she is; the day it drew comes back in the
 * page's data, and the browser takes the page over for that same day (not its own clock's, which may have
 * passed midnight meanwhile), so the HTML is kept as it is.
 */

let drawn: OwnerDay | undefined;

/** The server, before each render (synchronous to its end); the browser, before it takes the server's page over. */
export function setDrawnDay(day: OwnerDay | undefined) {
  drawn = day;
}

const noSubscription = () => () => {};

/**
 * The day the server drew the page for: while the server renders and while the browser takes its page over;
 * undefined once the page is the browser's (it then reads its own clock).
 */
export function useDrawnDay(): OwnerDay | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => undefined,
    () => drawn,
  );
}

/** Keeps this device's time zone for the server (a year, like the language's cookie; not a secret). */
export function keepTimeZone() {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone) document.cookie = `${timeZoneCookie}=${encodeURIComponent(timeZone)}; path=/; max-age=31536000; samesite=lax`;
}
