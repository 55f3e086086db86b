import { useSyncExternalStore } from "react";
import { i18n, type I18n, type TFunction } from "./i18n";

export type { TFunction } from "./i18n";

const subscribe = (listener: () => void) => i18n.subscribe(listener);

/**
 * react-i18next's hook, in its shape (`{ t, i18n }`): `t` reads `ns` (default "translation"), and the
 * component re-renders when the language changes or texts are added, since `t` is then a new function.
 */
export function useTranslation(ns?: string): { t: TFunction; i18n: I18n } {
  const snapshot = () => i18n.getFixedT(ns);
  // The same on the server (rendering in the request's language) and while hydrating.
  const t = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { t, i18n };
}
