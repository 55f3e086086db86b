import { useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { AdminUser } from "@common/admin";
import { displayName } from "@common/user-naming";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTableCell, DataTableRow } from "@/components/ui/data-table";
import { useAdminUsers, useDeleteUser } from "../api/users";
import { formatDate } from "../lib/format";
import { subscriptionLabel } from "../lib/subscription-label";
import { useAdminTranslation } from "../texts";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EditSubscriptionDialog } from "./edit-subscription-dialog";
import { EmailText } from "./email-text";
import { AdminTable } from "./admin-table";

const statusBadge: Record<string, BadgeProps["variant"]> = {
  active: "success",
  trial: "info",
  canceling: "warning",
  canceled: "danger",
};

const columns = ["id", "username", "firstName", "lastName", "email", "household", "members", "status", "trialEnds", "subscriptionEnds", "actions"] as const;

/**
 * docs/spec.md §2 Users tab: every account, its household and how many members it has, the household's subscription
 * (one per household, decision 0080), and what an admin may do with it.
 */
export function UsersTab({ currentUserId }: { currentUserId: number }) {
  const { t } = useAdminTranslation();
  const users = useAdminUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteUser();

  return (
    <AdminTable
      id="admin-users-heading"
      name={t("tabs.users")}
      title={(rows) => t("users.heading", { count: rows.length })}
      description={t("users.description")}
      query={users}
      loadingText={t("users.loading")}
      headers={columns.map((column) => t(`users.columns.${column}`))}
      rows={(rows) =>
        rows.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            onEdit={() => setEditing(user)}
            onDelete={() => {
              remove.reset();
              setDeleting(user);
            }}
          />
        ))
      }
    >
      {editing && <EditSubscriptionDialog key={editing.id} user={editing} name={displayName(editing)} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("users.delete.title")}
        description={t("users.delete.description", { name: deleting ? displayName(deleting) : "" })}
        confirmLabel={t("users.delete.confirm")}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ user: deleting, name: displayName(deleting) }, { onSuccess: () => setDeleting(null) })}
      />
    </AdminTable>
  );
}

type UserRowProps = { user: AdminUser; isSelf: boolean; onEdit: () => void; onDelete: () => void };

function UserRow({ user, isSelf, onEdit, onDelete }: UserRowProps) {
  const { t } = useAdminTranslation();
  const notProvided = <span className="text-muted">{t("users.notProvided")}</span>;
  const label = subscriptionLabel(user);
  const labelText = t(label.key, { date: label.date ? formatDate(label.date) : undefined });
  const date = (iso: string | null) =>
    iso ? (
      <span className="whitespace-nowrap">{formatDate(iso)}</span>
    ) : (
      <>
        <span aria-hidden="true" className="text-muted">
          —
        </span>
        <span className="sr-only">{t("users.notProvided")}</span>
      </>
    );
  return (
    <DataTableRow>
      <DataTableCell className="tabular-nums text-muted">{user.id}</DataTableCell>
      <DataTableCell className="max-w-56 font-medium">
        <EmailText value={user.username} />
        {isSelf && <span className="ms-1 font-normal text-muted">({t("users.you")})</span>}
      </DataTableCell>
      <DataTableCell>{user.firstName?.trim() ? <bdi>{user.firstName.trim()}</bdi> : notProvided}</DataTableCell>
      <DataTableCell>{user.lastName?.trim() ? <bdi>{user.lastName.trim()}</bdi> : notProvided}</DataTableCell>
      <DataTableCell className="max-w-56">{user.email?.trim() ? <EmailText value={user.email.trim()} /> : notProvided}</DataTableCell>
      <DataTableCell className="tabular-nums text-muted">{user.householdId}</DataTableCell>
      <DataTableCell className="tabular-nums">{user.householdMembers}</DataTableCell>
      <DataTableCell>
        <Badge variant={statusBadge[user.subscriptionStatus ?? ""] ?? "neutral"} className="whitespace-nowrap">
          {labelText}
        </Badge>
      </DataTableCell>
      <DataTableCell>{date(user.trialEndsAt)}</DataTableCell>
      <DataTableCell>{date(user.subscriptionEndsAt)}</DataTableCell>
      <DataTableCell>
        <div className="flex gap-1.5">
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={t("users.edit.open", { name: user.username })}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-danger hover:bg-red-50"
            onClick={onDelete}
            disabled={isSelf}
            title={isSelf ? t("users.delete.self") : undefined}
            aria-label={isSelf ? t("users.delete.self") : t("users.delete.open", { name: user.username })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </DataTableCell>
    </DataTableRow>
  );
}
