import { useRef, useState, type MouseEvent } from "react";
import type { HouseholdMember } from "@common/household.schema";
import { displayName } from "@common/user-naming";
import { useTranslation } from "@/i18n/react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";
import { useHandOver, useRemoveMember } from "../api/household";

type Action = "remove" | "handOver";

export const memberName = (member: HouseholdMember) => displayName({ ...member, username: member.email });

/** One member: name, address, badges; for the owner looking at another member, Remove and Make owner (each confirmed). */
export function MemberRow({ member, ownerActions }: { member: HouseholdMember; ownerActions: boolean }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<Action | null>(null);
  const remove = useRemoveMember();
  const handOver = useHandOver();
  const opener = useRef<HTMLButtonElement | null>(null);
  const name = memberName(member);
  const joined = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(member.joinedAt));
  const mutation = asking === "handOver" ? handOver : remove;

  const confirm = () => {
    if (!asking) return;
    mutation.mutate(member.id, {
      onSuccess: () => {
        setAsking(null);
        toast({ variant: "success", title: t(asking === "remove" ? "household.remove.doneTitle" : "household.handOver.doneTitle", { name }) });
      },
      onError: (error) => toast({ variant: "destructive", title: t(`household.${asking}.failed`), description: serverMessageOf(error) ?? t("common.tryAgain") }),
    });
  };
  function ask(action: Action, event: MouseEvent<HTMLButtonElement>) {
    opener.current = event.currentTarget;
    setAsking(action);
  }

  return (
    <li className="grid gap-2 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">
            <bdi>{name}</bdi>
          </span>
          {member.isOwner && <Badge>{t("household.owner")}</Badge>}
          {member.isYou && <Badge variant="neutral">{t("household.you")}</Badge>}
        </div>
        <p className="text-sm break-all text-muted">
          <bdi>{member.email}</bdi>
        </p>
        <p className="text-xs text-muted">{t("household.joined", { date: joined })}</p>
      </div>
      {ownerActions && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={t("household.handOver.label", { name })} onClick={(event) => ask("handOver", event)}>
            {t("household.handOver.button")}
          </Button>
          <Button variant="outline" size="sm" className="text-danger hover:bg-red-50" aria-label={t("household.remove.label", { name })} onClick={(event) => ask("remove", event)}>
            {t("household.remove.button")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            opener.current?.focus();
          }
        }}
        title={asking ? t(`household.${asking}.title`, { name }) : ""}
        description={asking ? t(`household.${asking}.text`, { name }) : ""}
        confirmLabel={asking ? t(`household.${asking}.confirm`) : ""}
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </li>
  );
}
