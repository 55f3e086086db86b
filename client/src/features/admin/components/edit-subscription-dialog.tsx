import { useState, type FormEvent } from "react";
import { subscriptionStatuses, type SubscriptionStatus } from "@common/user";
import type { AdminSubscriptionPatch, AdminUser } from "@common/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldErrorsOf, serverMessageOf } from "@/lib/api-errors";
import { useUpdateSubscription } from "../api/users";
import { fromLocalInput, toLocalInput } from "../lib/format";
import { useAdminTranslation } from "../texts";
import { OptionSelect } from "@/components/ui/option-select";

type Props = { user: AdminUser; name: string; onClose: () => void };

/**
 * docs/spec.md §2/§5: the admin sets any status and either end date (datetime-local, the browser's time).
 * Only non-empty fields are sent; a date is sent only when it was changed, so an untouched one
 * does not lose its seconds to the minute-precise field.
 */
export function EditSubscriptionDialog({ user, name, onClose }: Props) {
  const { t } = useAdminTranslation();
  const initial = { trialEndsAt: toLocalInput(user.trialEndsAt), subscriptionEndsAt: toLocalInput(user.subscriptionEndsAt) };
  const [status, setStatus] = useState<SubscriptionStatus | "">(user.subscriptionStatus ?? "");
  const [trialEndsAt, setTrialEndsAt] = useState(initial.trialEndsAt);
  const [subscriptionEndsAt, setSubscriptionEndsAt] = useState(initial.subscriptionEndsAt);
  const update = useUpdateSubscription();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const patch: AdminSubscriptionPatch = {};
    if (status) patch.subscriptionStatus = status;
    if (trialEndsAt && trialEndsAt !== initial.trialEndsAt) patch.trialEndsAt = fromLocalInput(trialEndsAt);
    if (subscriptionEndsAt && subscriptionEndsAt !== initial.subscriptionEndsAt) patch.subscriptionEndsAt = fromLocalInput(subscriptionEndsAt);
    update.mutate({ user, name, patch }, { onSuccess: onClose });
  };
  const fieldErrors = serverFieldErrors(update.error);

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{t("users.edit.title")}</DialogTitle>
            <DialogDescription>{t("users.edit.description", { name })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4">
            <FormAlert>{update.isError ? (serverMessageOf(update.error) ?? t("users.edit.failed")) : undefined}</FormAlert>
            <FormField label={t("users.edit.status")} error={fieldErrors.subscriptionStatus}>
              <OptionSelect
                value={status}
                onChange={(next) => setStatus(next as SubscriptionStatus)}
                placeholder={t("users.edit.statusPlaceholder")}
                options={subscriptionStatuses.map((value) => ({ value, label: t(`users.status.${value}`) }))}
              />
            </FormField>
            <FormField label={t("users.edit.trialEndsAt")} hint={t("users.edit.dateHint")} error={fieldErrors.trialEndsAt}>
              <Input type="datetime-local" value={trialEndsAt} onChange={(event) => setTrialEndsAt(event.target.value)} />
            </FormField>
            <FormField label={t("users.edit.subscriptionEndsAt")} hint={t("users.edit.dateHint")} error={fieldErrors.subscriptionEndsAt}>
              <Input type="datetime-local" value={subscriptionEndsAt} onChange={(event) => setSubscriptionEndsAt(event.target.value)} />
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={update.isPending} onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <SubmitButton pending={update.isPending}>{t("users.edit.save")}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function serverFieldErrors(error: unknown): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([field, messages]) => [field, messages[0]]));
}
