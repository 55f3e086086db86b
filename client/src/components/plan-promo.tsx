import { useTranslation } from "@/i18n/react";
import { cn } from "@/lib/cn";

/**
 * docs/spec.md §1's plan line: "2 AED / month · first month free · cancel anytime". `freeMonth={false}` for
 * owners whose free month is behind them (one free month per account, docs/design.md §6).
 */
export function PlanPromo({ freeMonth = true, className }: { freeMonth?: boolean; className?: string }) {
  const { t } = useTranslation();
  const rest = [freeMonth && t("subscription.plan.freeMonth"), t("subscription.plan.cancelAnytime")].filter(Boolean);
  return (
    <p className={cn("text-sm text-muted", className)}>
      <span className="font-semibold text-ink">{t("subscription.plan.price")}</span>
      {rest.map((part) => ` · ${part}`).join("")}
    </p>
  );
}
