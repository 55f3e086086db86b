import { useEffect, useRef } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePageTitle } from "@/lib/use-page-title";
import { useVerifyEmail } from "../api/verify-email";
import { NarrowPage } from "@/components/narrow-page";
import { StatusPanel } from "../components/status-panel";
import { serverMessageOf } from "@/lib/api-errors";

/** /verify-email?email=…&token=… (issue 13.1): the link mailed at signup confirms the address as soon as it opens. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.verifyEmail"));
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once per link, also under React's double effects in development.
    if (sent.current || !email || !token) return;
    sent.current = true;
    verify.mutate({ email, token });
  }, [email, token, verify]);

  const failed = !email || !token || verify.isError;
  return (
    <NarrowPage title={t("auth.verify.title")}>
      {failed ? (
        <StatusPanel icon={CircleAlert} tone="danger" title={t("auth.verify.failedTitle")}>
          <p className="text-muted">{serverMessageOf(verify.error) ?? t("invalidVerifyLink", { ns: "errors" })}</p>
          <Button asChild className="mt-2">
            <Link to="/account">{t("auth.verify.toAccount")}</Link>
          </Button>
        </StatusPanel>
      ) : verify.isSuccess ? (
        <StatusPanel icon={CircleCheck} tone="success" title={t("auth.verify.doneTitle")}>
          <p className="text-muted">{verify.data.message}</p>
          <Button asChild className="mt-2">
            <Link to="/">{t("auth.verify.toRecipes")}</Link>
          </Button>
        </StatusPanel>
      ) : (
        <p role="status" className="mt-6 flex items-center justify-center gap-2 text-muted">
          <Spinner />
          {t("auth.verify.checking")}
        </p>
      )}
    </NarrowPage>
  );
}
