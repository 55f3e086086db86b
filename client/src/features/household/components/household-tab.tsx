import { useState } from "react";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QueryStates } from "@/components/ui/query-states";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOf } from "@/lib/api-errors";
import { useHousehold, useLeave } from "../api/household";
import { InviteForm } from "./invite-form";
import { MemberRow, memberName } from "./member-row";
import { PendingInvitations } from "./pending-invitations";

/**
 * Account → Household (decisions 0082, 0083): the members with "owner" and "you"; for the owner, the invitation form,
 * the invitations waiting, and Remove / Make owner on each other member; for a member, Leave.
 */
export function HouseholdTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const household = useHousehold();
  return (
    <div className="grid gap-6 pt-4">
      <p className="text-muted">{t("household.intro")}</p>
      <QueryStates
        query={household}
        failed={t("household.loadFailed")}
        loading={
          <div className="grid gap-2" role="status" aria-label={t("household.loading")}>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        }
      >
        {(data) => {
          const owner = data.members.find((member) => member.isOwner);
          const used = data.members.length + data.invitations.length;
          const notice = !data.youAreOwner
            ? t("household.invite.ownerOnly", { name: owner ? memberName(owner) : "" })
            : !user.emailVerified
              ? t("household.invite.confirmFirst")
              : used >= data.memberLimit
                ? t("household.invite.full")
                : undefined;
          return (
            <>
              <section aria-labelledby="members-title" className="grid gap-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id="members-title" className="text-lg font-semibold text-ink">
                    {t("household.members")}
                  </h2>
                  {data.youAreOwner && <span className="text-sm text-muted">{t("household.count", { n: used, max: data.memberLimit })}</span>}
                </div>
                <ul className="grid gap-2">
                  {data.members.map((member) => (
                    <MemberRow key={member.id} member={member} ownerActions={data.youAreOwner && !member.isYou} />
                  ))}
                </ul>
              </section>
              <InviteForm disabledReason={notice} />
              {data.youAreOwner && <PendingInvitations invitations={data.invitations} />}
              {data.members.length > 1 && <LeaveSection isOwner={data.youAreOwner} />}
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}

/** Leave, for a member; the owner is told to hand over first (the server refuses her too). */
function LeaveSection({ isOwner }: { isOwner: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const leave = useLeave();
  if (isOwner) return <p className="text-sm text-muted">{t("household.leave.ownerHint")}</p>;
  return (
    <div>
      <Button variant="outline" className="text-danger hover:bg-red-50" onClick={() => setOpen(true)}>
        {t("household.leave.button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("household.leave.title")}
        description={t("household.leave.text")}
        confirmLabel={t("household.leave.confirm")}
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              toast({ variant: "success", title: t("household.leave.doneTitle") });
            },
            onError: (error) => toast({ variant: "destructive", title: t("household.leave.failed"), description: serverMessageOf(error) ?? t("common.tryAgain") }),
          })
        }
      />
    </div>
  );
}
