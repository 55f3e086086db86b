import { useState } from "react";
import { Pencil, ShoppingBasket, Star, Trash2, UserPlus } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import type { Helper } from "@common/helpers";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { LoadFailed } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useHelpers, useMakeHelperFirst, useRemoveHelper } from "../api/helpers";
import { shownNumber } from "../lib/phone-countries";
import { HelperForm } from "./helper-form";
import { useHelperSummary } from "./helper-summary";

function HelperRow({ helper, first, onEdit, onRemove }: { helper: Helper; first: boolean; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const summary = useHelperSummary();
  const makeFirst = useMakeHelperFirst();
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4" aria-label={helper.firstName}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <span className="truncate font-semibold">{helper.firstName}</span>
          <span className="text-sm text-muted">{summary(helper)}</span>
          <span className="text-sm text-muted" dir="ltr" style={{ textAlign: "start" }}>
            {shownNumber(helper.phone)}
          </span>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {first && (
            <Badge>
              <Star className="size-3" aria-hidden="true" />
              {t("sharing.helpers.firstBadge")}
            </Badge>
          )}
          {helper.shops && (
            <Badge variant="success">
              <ShoppingBasket className="size-3" aria-hidden="true" />
              {t("sharing.helpers.shopsBadge")}
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={t("sharing.helpers.editNamed", { name: helper.firstName })}>
          <Pencil aria-hidden="true" />
          {t("sharing.helpers.edit")}
        </Button>
        {!first && (
          <Button
            size="sm"
            variant="outline"
            disabled={makeFirst.isPending}
            onClick={() => makeFirst.mutate(helper.id)}
            aria-label={t("sharing.helpers.makeFirstNamed", { name: helper.firstName })}
          >
            <Star aria-hidden="true" />
            {t("sharing.helpers.makeFirst")}
          </Button>
        )}
        <Button size="icon" variant="ghost" className="ms-auto size-9 text-danger" onClick={onRemove} aria-label={t("sharing.helpers.removeNamed", { name: helper.firstName })}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The household's helpers (decision 0081): each with her role, language and number in international form; add,
 * change, remove (after a confirmation), "does the shopping" and "make first" (the first is the SPEC's helper,
 * whose details the form above shows). Up to the household's limit.
 */
export function HelpersList({ ownerCountry }: { ownerCountry: string | null }) {
  const { t } = useTranslation();
  const query = useHelpers();
  const remove = useRemoveHelper();
  const [editing, setEditing] = useState<Helper | "new" | null>(null);
  const [removing, setRemoving] = useState<Helper | null>(null);

  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <LoadFailed text={t("sharing.helpers.loadFailed")} onRetry={() => void query.refetch()} />;
  const { helpers, limit } = query.data;
  const full = helpers.length >= limit;

  return (
    <section aria-labelledby="helpers-title" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="helpers-title" className="text-base font-semibold">
          {t("sharing.helpers.title")}
        </h3>
        <p className="text-sm text-muted">{helpers.length === 0 ? t("sharing.helpers.empty") : t("sharing.helpers.intro")}</p>
      </div>
      {helpers.length > 0 && (
        <ul className="grid gap-3">
          {helpers.map((helper, index) => (
            <HelperRow key={helper.id} helper={helper} first={index === 0} onEdit={() => setEditing(helper)} onRemove={() => setRemoving(helper)} />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-muted" role="status">
          {t("sharing.helpers.full", { max: limit })}
        </p>
      ) : (
        <Button variant="secondary" className="w-full sm:w-fit" onClick={() => setEditing("new")}>
          <UserPlus aria-hidden="true" />
          {t("sharing.helpers.addAnother")}
        </Button>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing === "new" ? t("sharing.helpers.addTitle") : t("sharing.helpers.editTitle", { name: editing?.firstName ?? "" })}</DialogTitle>
          </DialogHeader>
          {editing !== null && <HelperForm helper={editing === "new" ? undefined : editing} ownerCountry={ownerCountry} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("sharing.helpers.removeTitle", { name: removing?.firstName ?? "" })}
        description={t("sharing.helpers.removeText", { name: removing?.firstName ?? "" })}
        confirmLabel={t("sharing.helpers.remove")}
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
      />
    </section>
  );
}
