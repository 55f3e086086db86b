import { useTranslation } from "@/i18n/react";
import type { User } from "@common/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { HelperDetailsForm } from "./helper-details-form";

/**
 * The helper details welcome dialog (docs/spec.md §2, §4): the helper's first name, phone and language, or
 * "Later". Either way (or Escape) it closes for the rest of this login session.
 */
export default function HelperWelcomeDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("sharing.welcome.title")}</DialogTitle>
          <DialogDescription>{t("sharing.welcome.description")}</DialogDescription>
        </DialogHeader>
        <HelperDetailsForm
          user={user}
          name="helper-welcome"
          compact
          submitLabel={t("sharing.welcome.save")}
          onSaved={onClose}
          secondary={
            <Button variant="outline" onClick={onClose}>
              {t("sharing.welcome.later")}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
