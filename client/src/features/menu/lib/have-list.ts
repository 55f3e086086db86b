import { useCallback, useState } from "react";
import type { MenuDate } from "@common/menu";
import type { ShoppingListAnswer } from "@common/menu.schema";
import { useInBrowser } from "@/lib/use-in-browser";

const noTicks: string[] = [];

/** Where the lines the house already has are kept, per range: they survive a reload. */
export const haveStorageKey = (from: MenuDate, days: number) => `menu-have:${from}:${days}`;

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The shopping-line keys ticked "we have it" for the range, and a toggle that keeps them in local storage. They are
 * kept in this browser only, so the server draws a list without them, and so does the browser while it takes the
 * server's page over (decision 0089); the ticks show right after.
 */
export function useHaveList(from: MenuDate, days: number) {
  const inBrowser = useInBrowser();
  const key = haveStorageKey(from, days);
  const [state, setState] = useState(() => ({ key, have: read(key) }));
  // Another range: its own ticks (state adjusted while rendering, as React advises over an effect).
  const current = state.key === key ? state : { key, have: read(key) };
  if (current !== state) setState(current);
  const toggle = useCallback(
    (line: string) =>
      setState((previous) => {
        const have = previous.have.includes(line) ? previous.have.filter((item) => item !== line) : [...previous.have, line];
        try {
          localStorage.setItem(previous.key, JSON.stringify(have));
        } catch {
          // Private mode: the ticks last for this page only.
        }
        return { ...previous, have };
      }),
    [],
  );
  return { have: inBrowser ? current.have : noTicks, toggle };
}

/** Lines still to buy: every line not ticked "we have it". */
export const linesToBuy = (list: ShoppingListAnswer | undefined, have: string[]) =>
  (list?.groups ?? []).reduce((total, group) => total + group.lines.filter((line) => !have.includes(line.key)).length, 0);
