import { Suspense, use, useId, useMemo, type ReactNode } from "react";
import { useInBrowser } from "./use-in-browser";

/*
 * Part of a server-rendered page that the browser takes over (hydrates) only when it comes near the screen
 * (issue 28.4): until then it stays the server's HTML, links and pictures that work without React, and the
 * main thread is free for what is on screen. React's selective hydration does the rest: a Suspense boundary
 * whose content waits is left as it is, and a tap inside it hydrates it first and is then replayed.
 * Drawn in the browser (a later visit to the page), it renders at once.
 */

/** How far below the screen a part starts being taken over: about a phone's screen. */
const nearMargin = "800px";

const waits = new Map<string, Promise<void>>();

/** Resolves when the server's HTML of part `id` is near the screen (at once without it, or without an observer). */
function whenNear(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    wait = new Promise<void>((resolve) => {
      const part = document.querySelector(`[data-hydrate-near="${CSS.escape(id)}"]`);
      if (!part || typeof IntersectionObserver === "undefined") return resolve();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: `${nearMargin} 0px` },
      );
      observer.observe(part);
    });
    waits.set(id, wait);
  }
  return wait;
}

function UntilNear({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = !useInBrowser();
  if (hydrating && typeof document !== "undefined") use(whenNear(id));
  return children;
}

/**
 * `children` should keep their identity while the page is taken over (the parent not drawn again): a boundary
 * still holding the server's HTML that receives new props is drawn again in the browser, its HTML thrown away.
 */
export function HydrateWhenNear({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <UntilNear id={id}>{children}</UntilNear>
      </Suspense>
    ),
    [id, children],
  );
  return (
    <div data-hydrate-near={id} className={className}>
      {part}
    </div>
  );
}
