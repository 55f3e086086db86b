import type { ReactNode } from "react";
import { formatNumber } from "../lib/format";

export type BarRow = { key: string; label: ReactNode; value: number; detail?: ReactNode };

type BarTableProps = {
  /** The id of the heading that names the chart. */
  labelledBy: string;
  /** Column names, read by screen readers: what the rows are, and what is counted. */
  columns: [string, string];
  rows: BarRow[];
  /** The bars' colour (a CSS colour), or one per row. */
  color: string | ((row: BarRow, index: number) => string);
};

/**
 * A horizontal bar chart that is a table: each row's label, its count, and a bar as long as the
 * count (relative to the largest). Screen readers read the table; the bars are decoration.
 */
export function BarTable({ labelledBy, columns, rows, color }: BarTableProps) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    // Fixed layout: the label column keeps its two fifths and a long title is cut with an ellipsis
    // (its full text is in the cell for screen readers) instead of widening the table past a phone.
    <table aria-labelledby={labelledBy} className="w-full table-fixed border-collapse text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col" className="w-2/5">
            {columns[0]}
          </th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.key} className="align-middle">
            <th scope="row" className="w-2/5 py-1.5 pe-3 text-start font-normal">
              <span dir="auto" className="block truncate text-ink">
                {row.label}
              </span>
              {row.detail && <span className="block truncate text-xs text-muted">{row.detail}</span>}
            </th>
            <td className="py-1.5">
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="h-3 flex-1 overflow-hidden rounded-full bg-stone-100">
                  <span
                    className="block h-full rounded-full"
                    style={{
                      width: `${(row.value / max) * 100}%`,
                      backgroundColor: typeof color === "function" ? color(row, index) : color,
                    }}
                  />
                </span>
                <span className="w-12 text-end font-semibold tabular-nums">{formatNumber(row.value)}</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export type Series = { key: string; label: string; color: string };

type GroupedBarChartProps = {
  labelledBy: string;
  /** What the groups are (the table's first column). */
  groupHeader: string;
  groups: { key: string; label: string; values: Record<string, number> }[];
  series: Series[];
};

/**
 * Vertical bars in groups (one group per month, one bar per status), with a legend; below it the
 * same numbers as a table, which is what assistive technology reads.
 */
export function GroupedBarChart({ labelledBy, groupHeader, groups, series }: GroupedBarChartProps) {
  const max = Math.max(1, ...groups.flatMap((group) => series.map((s) => group.values[s.key] ?? 0)));
  return (
    <div className="grid gap-4">
      <div aria-hidden="true" className="grid gap-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="size-3 rounded-sm" style={{ backgroundColor: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
        <div className="flex h-44 items-end gap-2 border-b border-line sm:gap-4">
          {groups.map((group) => (
            <div key={group.key} className="flex h-full flex-1 items-end justify-center gap-0.5 sm:gap-1">
              {series.map((s) => {
                const value = group.values[s.key] ?? 0;
                return (
                  <span key={s.key} className="flex h-full max-w-6 flex-1 flex-col justify-end" title={`${group.label} · ${s.label}: ${value}`}>
                    <span className="mb-0.5 hidden text-center text-[10px] leading-none tabular-nums text-muted sm:block">{value}</span>
                    <span
                      className="block rounded-t-sm"
                      style={{ height: `${(value / max) * 85}%`, minHeight: value > 0 ? 2 : 0, backgroundColor: s.color }}
                    />
                  </span>
                );
              })}
            </div>
          ))}
        </div>
        <div className="flex gap-2 sm:gap-4">
          {groups.map((group) => (
            <span key={group.key} className="min-w-0 flex-1 text-center text-[11px] leading-tight text-muted sm:text-xs">
              {group.label}
            </span>
          ))}
        </div>
      </div>
      <div className="overflow-x-auto" data-scroll-row="">
        <table aria-labelledby={labelledBy} className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-xs text-muted">
              <th scope="col" className="py-1.5 pe-3 text-start font-semibold">
                {groupHeader}
              </th>
              {series.map((s) => (
                <th key={s.key} scope="col" className="px-2 py-1.5 text-end font-semibold">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.key} className="border-b border-line last:border-b-0">
                <th scope="row" className="whitespace-nowrap py-1.5 pe-3 text-start font-normal">
                  {group.label}
                </th>
                {series.map((s) => (
                  <td key={s.key} className="px-2 py-1.5 text-end tabular-nums">
                    {formatNumber(group.values[s.key] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
