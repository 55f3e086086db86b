import { lazy, type ComponentType } from "react";

/**
 * A component whose code loads only when the visitor reaches for it (hover, focus, click),
 * so menus and drawers stay out of the first page load. `preload` may be called any number of times.
 */
export function deferred<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => (pending ??= loader());
  return { Component: lazy(load), preload: () => void load() };
}
