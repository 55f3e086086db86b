import type { PendingInvitation } from "@common/household.schema";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { useRevokeInvitation } from "../api/household";

/** The owner's invitations still waiting, each with Take back (the link stops working at once). */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeInvitation();
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <section aria-labelledby="pending-title" className="grid gap-3">
      <h2 id="pending-title" className="text-lg font-semibold text-ink">
        {t("household.pending.title")}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted">{t("household.pending.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-dashed border-line bg-white p-4">
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium break-all text-ink">
                  <bdi>{invitation.email}</bdi>
                </span>
                <span className="text-xs text-muted">{t("household.pending.expires", { date: day(invitation.expiresAt) })}</span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t("household.pending.revokeLabel", { email: invitation.email })}
                disabled={revoke.isPending && revoke.variables?.id === invitation.id}
                onClick={() => revoke.mutate({ id: invitation.id, email: invitation.email })}
              >
                {t("household.pending.revoke")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
