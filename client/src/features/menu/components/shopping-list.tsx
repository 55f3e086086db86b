import { ShoppingBasket } from "lucide-react";
import type { MenuDate } from "@common/menu";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useShoppingList } from "../api/get-shopping-list";
import { linesToBuy } from "../lib/have-list";

type ShoppingListProps = { from: MenuDate; days: number; have: string[]; onToggle: (key: string) => void };

/**
 * What to buy for the range, one line per thing (decision 0070), by aisle, then "check you have" (salt, oil, common
 * spices), in the interface language: the list she gets, word for word in her language. Each line is a
 * checkbox: ticked, the house has it and it stays off her list. Ticks are kept by the thing's key, so removing
 * a dish leaves the other ticks as they were.
 */
export function ShoppingList({ from, days, have, onToggle }: ShoppingListProps) {
  const { t } = useTranslation();
  const list = useShoppingList(from, days);
  if (list.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{t("common.loading")}</span>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-8" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-muted">{t("menu.shopping.loadFailed")}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  const groups = list.data.groups.filter((group) => group.lines.length > 0);
  if (groups.length === 0) {
    return (
      <p className="flex items-center gap-2 text-muted">
        <ShoppingBasket className="size-5 shrink-0" aria-hidden="true" />
        {t("menu.shopping.empty")}
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">
        {t("menu.shopping.hint")} <span className="font-medium text-ink">{t("menu.shopping.toBuy", { n: linesToBuy(list.data, have) })}</span>
      </p>
      {groups.map((group) => (
        <section key={group.aisle} aria-labelledby={`aisle-${group.aisle}`}>
          <h3 id={`aisle-${group.aisle}`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {t(`menu.shopping.aisle-${group.aisle}`, { defaultValue: t("menu.shopping.aisle-other") })}
          </h3>
          {group.aisle === "staples" && <p className="mb-1 text-sm text-muted">{t("menu.shopping.staplesHint")}</p>}
          <ul className="grid gap-1">
            {group.lines.map((line) => {
              const checked = have.includes(line.key);
              return (
                <li key={line.key}>
                  <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2 py-2 hover:bg-brand-50">
                    <input
                      type="checkbox"
                      checked={checked}
                      // "Onions — 6", read as one: the name and the amount are two boxes on screen.
                      aria-label={line.text}
                      onChange={() => onToggle(line.key)}
                      className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
                    />
                    <span className={cn("flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 break-words text-ink", checked && "text-muted line-through")}>
                      <span dir="auto">{line.name}</span>
                      {line.amount && (
                        <span dir="auto" className="text-sm whitespace-nowrap text-muted tabular-nums">
                          {line.amount}
                        </span>
                      )}
                    </span>
                    {checked && (
                      <span aria-hidden="true" className="shrink-0 text-xs font-medium text-muted">
                        {t("menu.shopping.have")}
                      </span>
                    )}
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
