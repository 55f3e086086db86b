import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { DataTable, DataTableHead, DataTableHeader } from "@/components/ui/data-table";
import { serverMessageOf } from "@/lib/api-errors";
import { useAdminTranslation } from "../texts";
import { LoadFailed } from "@/components/ui/query-states";
import { LoadingState } from "./section-states";
import { TabHeader } from "./tab-header";

type AdminTableProps<T> = {
  /** The tab's heading id (its section is labelled by it). */
  id: string;
  /** The tab's name, for the table's region label and the heading while loading. */
  name: string;
  /** The heading once loaded ("12 users"). */
  title: (rows: T[]) => string;
  description: string;
  action?: ReactNode;
  query: UseQueryResult<T[]>;
  loadingText: string;
  emptyText?: string;
  headers: string[];
  rows: (rows: T[]) => ReactNode;
  /** Dialogs and the like, after the table. */
  children?: ReactNode;
};

/**
 * An admin tab's table: heading and action, the loading, error and empty states, the hint
 * to scroll sideways on a phone, and the scrolling table with its column headers.
 */
export function AdminTable<T>({ id, name, title, description, action, query, loadingText, emptyText, headers, rows, children }: AdminTableProps<T>) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <TabHeader id={id} title={query.data ? title(query.data) : name} description={description} action={action} />
      {query.isPending ? (
        <LoadingState text={loadingText} />
      ) : query.isError ? (
        <LoadFailed text={serverMessageOf(query.error) ?? t("common.loadFailed")} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 && emptyText ? (
        <p className="rounded-2xl border border-line bg-white px-4 py-8 text-center text-muted">{emptyText}</p>
      ) : (
        <>
          <p className="text-xs text-muted md:hidden">{t("common.scrollHint")}</p>
          <DataTable label={t("common.tableRegion", { name })}>
            <DataTableHead>
              <tr>
                {headers.map((header) => (
                  <DataTableHeader key={header}>{header}</DataTableHeader>
                ))}
              </tr>
            </DataTableHead>
            <tbody>{rows(query.data)}</tbody>
          </DataTable>
        </>
      )}
      {children}
    </section>
  );
}
