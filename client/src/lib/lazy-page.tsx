import { lazy, useState, type ComponentType } from "react";

/**
 * `React.lazy` that can be loaded ahead. Once `load()` has resolved, the component renders at once instead of
 * suspending: the server renders every page in one synchronous pass, and the browser, having loaded the page's
 * code before hydrating, takes over the server's HTML without waiting. Each use decides once which it renders,
 * so a page never remounts when its code arrives later.
 */
export function lazyPage<P extends object>(loader: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () =>
    (pending ??= loader().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(load);
  function LazyPage(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyPage, { load });
}
