import { Skeleton } from "@/components/ui/skeleton";

/**
 * An admin section while its data loads (the SPEC's loading text, and placeholder rows) and a chart with nothing to
 * show; one that could not be loaded is components/ui/query-states' LoadFailed, as on every page.
 */

/** A section while its data loads: the SPEC's loading text, and placeholder rows. */
export function LoadingState({ text, rows = 5 }: { text: string; rows?: number }) {
  return (
    <div role="status" className="grid gap-2">
      <p className="text-sm text-muted">{text}</p>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-11 w-full" />
      ))}
    </div>
  );
}

/** A chart or list with nothing to show yet (docs/spec.md §2 empty states). */
export function NoDataYet({ text }: { text: string }) {
  return <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-muted">{text}</p>;
}
