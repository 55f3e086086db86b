import { useState, type RefObject } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { deleteAccountSchema } from "@common/auth.schema";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, focusBackTo } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { applyFieldErrors, serverMessageOf } from "@/lib/api-errors";
import { useDeleteAccount } from "../api/delete-account";

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from code, not from a Radix trigger: focus goes back here when it closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * Deleting the account (decision 0063): says what goes and what stays, asks for the password, and shows a refusal
 * inside the dialog (a wrong password under its field; anything else above the buttons), where a screen reader
 * hears it: the modal hides the toasts from assistive technology.
 */
export function DeleteAccountDialog({ open, onOpenChange, returnFocusTo }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string>();
  const pending = remove.isPending || remove.isSuccess;

  const onSubmit = form.handleSubmit((values) => {
    if (pending) return;
    setFailure(undefined);
    remove.mutate(values, {
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, { password: "password" })) setFailure(serverMessageOf(error) ?? t("common.tryAgain"));
      },
    });
  });
  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) {
      form.reset();
      setFailure(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        role="alertdialog"
        onCloseAutoFocus={focusBackTo(returnFocusTo)}
      >
        <DialogHeader>
          <DialogTitle>{t("account.deleteDialog.title")}</DialogTitle>
          <DialogDescription className="text-base text-ink">{t("account.deleteDialog.text")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-3 text-sm">
            <div>
              <h3 className="font-semibold text-ink">{t("account.deleteDialog.goesTitle")}</h3>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-muted">
                <li>{t("account.deleteDialog.goesAccount")}</li>
                <li>{t("account.deleteDialog.goesHelper")}</li>
                <li>{t("account.deleteDialog.goesRecipes")}</li>
                <li>{t("account.deleteDialog.goesPlan")}</li>
                <li>{t("account.deleteDialog.goesLinks")}</li>
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-ink">{t("account.deleteDialog.staysTitle")}</h3>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-muted">
                <li>{t("account.deleteDialog.staysPayments")}</li>
                <li>{t("account.deleteDialog.staysCatalogue")}</li>
              </ul>
            </div>
          </div>
          <FormField label={t("account.deleteDialog.password")} error={form.formState.errors.password?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("password")} />
          </FormField>
          <FormAlert>{failure}</FormAlert>
          <DialogFooter className="mt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                {t("account.deleteDialog.keep")}
              </Button>
            </DialogClose>
            <SubmitButton variant="destructive" pending={pending}>
              {t("account.deleteDialog.confirm")}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
