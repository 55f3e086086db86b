import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { cn } from "@/lib/cn";

/**
 * Tooltip content portalled into the page's <main> rather than the end of <body>. A tooltip that
 * opens by itself (onboarding, first-time hints) is on screen while the page is being read, so it
 * must sit inside a landmark; the portal still keeps it out of lists and tab lists around its trigger.
 */
export const LandmarkTooltipContent = forwardRef<
  ElementRef<typeof TooltipPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>
>(({ className, sideOffset = 6, children, ...props }, ref) => (
  <TooltipPrimitive.Portal container={typeof document === "undefined" ? undefined : document.querySelector("main")}>
    <TooltipPrimitive.Content
      ref={ref}
      sideOffset={sideOffset}
      className={cn("z-50 max-w-xs rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg animate-fade-in", className)}
      {...props}
    >
      {children}
      <TooltipPrimitive.Arrow className="fill-ink" />
    </TooltipPrimitive.Content>
  </TooltipPrimitive.Portal>
));
LandmarkTooltipContent.displayName = "LandmarkTooltipContent";
