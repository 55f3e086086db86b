import { useTranslation } from "@/i18n/react";
import { NarrowPage } from "@/components/narrow-page";
import { useCurrentUser } from "@/features/auth";
import { SignedInOnly } from "@/features/auth/on-demand";
import { ChangePasswordForm } from "../components/change-password-form";

/** /change-password (docs/spec.md §2): for the signed-in user; visitors are asked to log in. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <NarrowPage title={t("pages.changePassword")} description={user ? t("auth.change.text") : undefined}>
      <SignedInOnly>{() => <ChangePasswordForm />}</SignedInOnly>
    </NarrowPage>
  );
}
