import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "@/i18n/react";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { readFlag, storageKeys, writeFlag } from "../storage";

/** docs/spec.md §2/§9: the account tooltip appears 0.5 s after the first visit and hides 8 s later, then never again. */
export const accountTooltipDelayMs = 500;
export const accountTooltipShowMs = 8000;

/** How many helper-tab triggers carry the tooltip; while one does, the tab content does not repeat it. */
let triggerAnchors = 0;

function useFirstVisitTooltip(anchor: "trigger" | "content") {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (anchor === "trigger") triggerAnchors += 1;
    if (readFlag("local", storageKeys.accountTooltip)) {
      return () => {
        if (anchor === "trigger") triggerAnchors -= 1;
      };
    }
    let shown = false;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const markSeen = () => writeFlag("local", storageKeys.accountTooltip, true);
    const showTimer = setTimeout(() => {
      if (readFlag("local", storageKeys.accountTooltip)) return;
      if (anchor === "content" && triggerAnchors > 0) return;
      shown = true;
      setOpen(true);
      hideTimer = setTimeout(() => {
        setOpen(false);
        markSeen();
      }, accountTooltipShowMs);
    }, accountTooltipDelayMs);
    return () => {
      if (anchor === "trigger") triggerAnchors -= 1;
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      // Left before the 8 s were over: it was seen all the same.
      if (shown) markSeen();
    };
  }, [anchor]);
  const dismiss = () => {
    setOpen(false);
    writeFlag("local", storageKeys.accountTooltip, true);
  };
  // It informs, it never stands in the way: the first tap or key anywhere closes it.
  useEffect(() => {
    if (!open) return;
    const close = () => {
      setOpen(false);
      writeFlag("local", storageKeys.accountTooltip, true);
    };
    document.addEventListener("pointerdown", close, { capture: true });
    document.addEventListener("keydown", close, { capture: true });
    return () => {
      document.removeEventListener("pointerdown", close, { capture: true });
      document.removeEventListener("keydown", close, { capture: true });
    };
  }, [open]);
  return { open, dismiss };
}

type HelperTabTooltipProps = {
  /** One element: the label inside the "Maid's Details" tab trigger, or the tab content's heading. */
  children: ReactNode;
  /** Where it is mounted; the tab trigger takes precedence over the content when both are on the page. */
  anchor?: "trigger" | "content";
};

/**
 * The onboarding tooltip of the "Maid's Details" tab (docs/spec.md §2). The account page may put it on the
 * tab trigger's label, inside the trigger (a tooltip trigger wrapped around the tab itself would
 * overwrite the tab's data-state):
 * `<TabsTrigger value="helper"><HelperTabTooltip><span>{label}</span></HelperTabTooltip></TabsTrigger>`.
 * The tab's content carries one at its top as well, shown only when no tab trigger does.
 */
export function HelperTabTooltip({ children, anchor = "trigger" }: HelperTabTooltipProps) {
  const { t } = useTranslation();
  const { open, dismiss } = useFirstVisitTooltip(anchor);
  // Typed as the trigger's button; with asChild it is the label element the caller passes.
  const anchorRef = useRef<HTMLButtonElement>(null);
  const offset = useOffsetBelowTabs(anchorRef, open);
  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={(next) => !next && open && dismiss()}>
        <TooltipTrigger asChild ref={anchorRef}>
          {children}
        </TooltipTrigger>
        {/* Below every tab, so it hides none of them; taps pass through it. */}
        <TooltipContent side="bottom" sideOffset={offset} className="pointer-events-none max-w-72">
          {t("sharing.helper.tooltip")}
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

/**
 * How far below its anchor the tooltip goes to clear the whole tab list: on a phone the four tabs stand
 * in two rows, and the tooltip under "Maid's Details" would otherwise cover the row beneath it.
 */
function useOffsetBelowTabs(anchorRef: RefObject<HTMLElement | null>, open: boolean) {
  const gap = 4;
  const [offset, setOffset] = useState(gap);
  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    const list = anchor?.closest('[role="tablist"]');
    if (!open || !anchor || !list) return;
    setOffset(Math.max(gap, Math.round(list.getBoundingClientRect().bottom - anchor.getBoundingClientRect().bottom) + gap));
  }, [anchorRef, open]);
  return offset;
}
