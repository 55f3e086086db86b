import type { FormEvent } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { usePageTitle } from "@/lib/use-page-title";
import { useVerifyEmail } from "../api/verify-email";
import { NarrowPage } from "@/components/narrow-page";
import { StatusPanel } from "../components/status-panel";
import { serverMessageOf } from "@/lib/api-errors";

/**
 * /verify-email?email=…&token=… (decision 0041): the link mailed at signup. Opening it confirms nothing: the
 * owner confirms with a deliberate click (decision 0059), which a mail scanner that opens links does not make,
 * and which logs the account out on her other devices.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t("pages.verifyEmail"));
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const verify = useVerifyEmail();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!verify.isPending && !verify.isSuccess) verify.mutate({ email, token });
  };

  if (!email || !token || verify.isError) {
    return (
      <NarrowPage title={t("auth.verify.title")}>
        <StatusPanel icon={CircleAlert} tone="danger" title={t("auth.verify.failedTitle")}>
          <p className="text-muted">{serverMessageOf(verify.error) ?? t("invalidVerifyLink", { ns: "errors" })}</p>
          <Button asChild className="mt-2">
            <Link to="/account">{t("auth.verify.toAccount")}</Link>
          </Button>
        </StatusPanel>
      </NarrowPage>
    );
  }

  if (verify.isSuccess) {
    return (
      <NarrowPage title={t("auth.verify.title")}>
        <StatusPanel icon={CircleCheck} tone="success" title={t("auth.verify.doneTitle")}>
          <p className="text-muted">{verify.data.message}</p>
          <Button asChild className="mt-2">
            <Link to="/">{t("auth.verify.toRecipes")}</Link>
          </Button>
        </StatusPanel>
      </NarrowPage>
    );
  }

  return (
    <NarrowPage title={t("auth.verify.title")} description={t("auth.verify.text", { email })}>
      <form onSubmit={confirm} className="mt-6 grid gap-3">
        <SubmitButton pending={verify.isPending} size="lg" className="w-full">
          {t("auth.verify.confirm")}
        </SubmitButton>
        <p className="text-center text-sm text-muted">{t("auth.verify.othersLoggedOut")}</p>
      </form>
    </NarrowPage>
  );
}
