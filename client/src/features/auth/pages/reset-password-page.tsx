import { useEffect, useState } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { openLogin } from "../auth-dialog-store";
import { NarrowPage } from "@/components/narrow-page";
import { ResetPasswordForm } from "../components/reset-password-form";
import { StatusPanel } from "../components/status-panel";

/** docs/spec.md §9 and docs/design.md §8: two seconds after a reset, home with the login dialog open. */
const resetRedirectMs = 2000;

/** /reset-password?email=…&token=… (docs/spec.md §2): the link from the reset mail. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const [done, setDone] = useState(false);
  // A link used already or expired, found out on submitting: said as a link without its token is.
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      void navigate("/");
      openLogin({ username: email });
    }, resetRedirectMs);
    return () => clearTimeout(timer);
  }, [done, email, navigate]);

  if (!email || !token || refused) {
    return (
      <NarrowPage title={t("auth.reset.title")}>
        <StatusPanel icon={CircleAlert} tone="danger" title={t("auth.reset.invalidTitle")}>
          <p className="text-muted">{t("invalidResetLink", { ns: "errors" })}</p>
          <Button asChild className="mt-2">
            <Link to="/forgot-password">{t("auth.reset.requestNew")}</Link>
          </Button>
        </StatusPanel>
      </NarrowPage>
    );
  }

  if (done) {
    return (
      <NarrowPage title={t("auth.reset.title")}>
        <StatusPanel icon={CircleCheck} tone="success" title={t("auth.reset.doneTitle")}>
          <p className="text-muted">{t("passwordReset", { ns: "errors" })}</p>
          <p role="status" className="text-sm text-muted">
            {t("auth.reset.redirecting")}
          </p>
        </StatusPanel>
      </NarrowPage>
    );
  }

  return (
    <NarrowPage title={t("auth.reset.title")} description={t("auth.reset.text", { email })}>
      <ResetPasswordForm email={email} token={token} onReset={() => setDone(true)} onInvalidLink={() => setRefused(true)} />
    </NarrowPage>
  );
}
