import { useEffect, useRef, useState } from "react";

/** docs/spec.md §9: a card reveals once when 10% of it is visible. */
export const revealThreshold = 0.1;

const onReveal = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** One observer for every card on the page, not one each. */
function sharedObserver() {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        onReveal.get(entry.target)?.();
        onReveal.delete(entry.target);
      }
    },
    { threshold: revealThreshold },
  );
  return observer;
}

/** A ref to attach, and whether the element has been seen; once seen it stays revealed. */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [revealed, setRevealed] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    const io = sharedObserver();
    onReveal.set(element, () => setRevealed(true));
    io.observe(element);
    return () => {
      io.unobserve(element);
      onReveal.delete(element);
    };
  }, [revealed]);
  return [ref, revealed] as const;
}
