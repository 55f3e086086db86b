import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";
import { useOnline } from "@/lib/online";
import { OfflineState } from "../offline-state";
import { Button } from "./button";

/**
 * What could not be loaded, and Retry. Without `onRetry` there is no button: for a request the server refused
 * as it was (asking again would not help), whose reason is the text. With no network, that it was not kept on
 * this phone, and a way back (decision 0057).
 */
export function LoadFailed({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineState className="rounded-2xl border border-line bg-white" />;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-8 text-center">
      <p className="text-muted">{text}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      )}
    </div>
  );
}

type EmptyStateProps = {
  icon: LucideIcon;
  /** The icon in the muted ink rather than the brand's (nothing found, as against nothing yet). */
  muted?: boolean;
  title: string;
  text: string;
  /** What to do about it: a link or a button. */
  children?: ReactNode;
};

/** A list with nothing in it: what is missing, how it fills, and a way there. */
export function EmptyState({ icon: Icon, muted = false, title, text, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white p-10 text-center">
      <Icon className={cn("size-10", muted ? "text-muted" : "text-brand-600")} aria-hidden="true" />
      <p className="text-lg font-semibold text-ink">{title}</p>
      <p className="max-w-md text-muted">{text}</p>
      {children}
    </div>
  );
}

type QueryStatesProps<T> = {
  query: UseQueryResult<T>;
  /** While it loads: skeletons of what is coming. */
  loading: ReactNode;
  /** Said when it could not be loaded, above Retry. */
  failed: string;
  /** Shown instead of `children` when the answer is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A page's list through its query: loading, could not be loaded (Retry), empty, or the list itself. */
export function QueryStates<T>({ query, loading, failed, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadFailed text={failed} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
