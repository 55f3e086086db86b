import { useState } from "react";
import { ArrowLeft, MailCheck } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { openLogin } from "../auth-dialog-store";
import { NarrowPage } from "@/components/narrow-page";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { StatusPanel } from "../components/status-panel";
import { TextButton } from "../components/text-button";

/** /forgot-password (docs/spec.md §2): an email form, then a confirmation that says the same for any address. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const backToLogin = () => {
    void navigate("/");
    openLogin();
  };
  return (
    <NarrowPage title={t("auth.forgot.title")} description={sent ? undefined : t("auth.forgot.text")}>
      {sent ? (
        <StatusPanel icon={MailCheck} tone="success" title={t("auth.forgot.sentTitle")}>
          <p className="text-muted">{t("resetLinkSent", { ns: "errors" })}</p>
          <Button variant="outline" className="mt-2" onClick={backToLogin}>
            <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
            {t("auth.forgot.back")}
          </Button>
        </StatusPanel>
      ) : (
        <>
          <ForgotPasswordForm onSent={() => setSent(true)} />
          <p className="mt-5 text-center text-sm">
            <TextButton onClick={backToLogin}>{t("auth.forgot.back")}</TextButton>
          </p>
        </>
      )}
    </NarrowPage>
  );
}
