import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while the browser takes its HTML over (hydration); true from then on. */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
