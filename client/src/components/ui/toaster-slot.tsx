import { Suspense, useEffect, useState } from "react";
import { deferred } from "@/lib/deferred";
import { useToasts } from "./use-toast";

const toaster = deferred(() => import("./toaster"));

/**
 * The notification area loads with the first toast, or when F8 (its hotkey) is first pressed;
 * from then on it stays, so Radix's own F8 handling and live region take over.
 */
export function ToasterSlot() {
  const hasToasts = useToasts().length > 0;
  const [focusRequested, setFocusRequested] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "F8") setFocusRequested(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  const [active, setActive] = useState(false);
  if (!active && (hasToasts || focusRequested)) setActive(true);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <toaster.Component focusOnMount={focusRequested} />
    </Suspense>
  );
}
