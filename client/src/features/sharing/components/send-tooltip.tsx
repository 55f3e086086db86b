import type { ReactNode } from "react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";

type SendTooltipProps = { open: boolean; onOpenChange: (open: boolean) => void; text: string; children: ReactNode };

/**
 * The tooltip of Translate & Send (SPEC §9), with the tooltip library (Radix and its positioning): loaded when it
 * is first to show, or when the owner reaches for the button, not with the recipe page (issue 28).
 */
export default function SendTooltip({ open, onOpenChange, text, children }: SendTooltipProps) {
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={onOpenChange}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side="top" className="max-w-72">
          {text}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
