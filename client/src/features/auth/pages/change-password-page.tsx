import { useTranslation } from "@/i18n/react";
import { ChangePasswordForm } from "@/features/account";
import { useCurrentUser } from "../api/get-account";
import { AuthPage } from "../components/auth-page";
import { SignedInOnly } from "../components/signed-in-only";

/** /change-password (SPEC §2): for the signed-in user; visitors are asked to log in. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <AuthPage title={t("pages.changePassword")} description={user ? t("auth.change.text") : undefined}>
      <SignedInOnly>{() => <ChangePasswordForm />}</SignedInOnly>
    </AuthPage>
  );
}
