import { useId, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { cn } from "@/lib/cn";

/*
 * A tooltip drawn by CSS above its control, beside it in the tree rather than around it (decision 0087): the
 * control is the same element from the first render, so no tap is lost to a swap, and no positioning library
 * or Radix tooltip is needed where the control's place is known (the start of its row). It opens as Radix's
 * does: pointer over it (a mouse, not a finger), keyboard focus, or `shown` (a first-time hint); it closes on
 * leaving, a press, or Escape.
 */

/** The hint's state and the props its control takes (spread them on the button). */
export function useHint(shown: boolean, onClosed: () => void) {
  const id = useId();
  const [reached, setReached] = useState(false);
  const open = shown || reached;
  const close = () => {
    setReached(false);
    if (shown) onClosed();
  };
  const triggerProps = {
    "aria-describedby": open ? id : undefined,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => event.pointerType === "mouse" && setReached(true),
    onPointerLeave: close,
    onPointerDown: close,
    onFocus: (event: FocusEvent<HTMLElement>) => event.currentTarget.matches(":focus-visible") && setReached(true),
    onBlur: close,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => event.key === "Escape" && close(),
  };
  return { id, open, triggerProps };
}

/** The bubble, above the start of its frame (a `relative` element holding the control). */
export function Hint({ id, open, children, className }: { id: string; open: boolean; children: ReactNode; className?: string }) {
  if (!open) return null;
  return (
    <span
      role="tooltip"
      id={id}
      className={cn(
        "pointer-events-none absolute bottom-full start-0 z-50 mb-2 w-max max-w-72 rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg animate-fade-in",
        className,
      )}
    >
      {children}
      {/* The arrow, pointing down at the control. */}
      <span aria-hidden="true" className="absolute start-6 top-full size-0 border-x-[6px] border-t-[6px] border-x-transparent border-t-ink" />
    </span>
  );
}
