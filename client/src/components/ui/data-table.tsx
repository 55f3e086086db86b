import type { HTMLAttributes, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/**
 * A table that scrolls sideways on narrow screens. The scrolling frame is a labelled, focusable
 * region, so keyboard users can scroll it too. It is positioned, so what is absolutely placed inside
 * (screen-reader-only text) stays in it instead of widening the page (320 px). `data-scroll-row` marks it
 * as a row meant to scroll sideways (the phone-screens test lets its columns reach past the screen).
 */
export function DataTable({ label, className, ...props }: TableHTMLAttributes<HTMLTableElement> & { label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} data-scroll-row="" className="relative overflow-x-auto rounded-2xl border border-line bg-white">
      <table className={cn("w-full border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function DataTableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("bg-stone-50 text-xs text-muted", className)} {...props} />;
}

export function DataTableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("border-b border-line last:border-b-0", className)} {...props} />;
}

export function DataTableHeader({ className, scope = "col", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cn("whitespace-nowrap px-3 py-2.5 text-start font-semibold", className)} {...props} />;
}

export function DataTableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-3 py-2.5 align-middle", className)} {...props} />;
}
