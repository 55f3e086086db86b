import { CircleAlert, RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminTranslation } from "../texts";

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

/** A section whose data could not be loaded, with the server's reason when there is one. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useAdminTranslation();
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message ?? t("common.loadFailed")}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t("common.retry")}
      </Button>
    </div>
  );
}

/** A chart or list with nothing to show yet (SPEC §2 empty states). */
export function EmptyState({ text }: { text: string }) {
  return <p className="rounded-xl bg-stone-50 px-4 py-6 text-center text-sm text-muted">{text}</p>;
}
