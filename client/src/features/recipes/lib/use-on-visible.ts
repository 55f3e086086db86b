import { useEffect, useRef } from "react";

/** Calls `onVisible` whenever the element comes near the viewport (infinite scroll's sentinel). */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean, rootMargin = "600px") {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled || typeof IntersectionObserver === "undefined") return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && callback.current(), { rootMargin });
    io.observe(element);
    return () => io.disconnect();
  }, [enabled, rootMargin]);
  return ref;
}
