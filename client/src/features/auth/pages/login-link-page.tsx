import type { FormEvent } from "react";
import { CircleAlert } from "lucide-react";
import { useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { serverMessageOf } from "@/lib/api-errors";
import { NarrowPage } from "@/components/narrow-page";
import { useLoginWithLink } from "../api/login-link";
import { openLogin } from "../auth-dialog-store";
import { StatusPanel } from "../components/status-panel";

/**
 * /login-link?email=…&token=… (decision 0060): the link mailed instead of a session once an account's failed
 * logins passed their ceiling. It logs in on a deliberate click (a mail scanner opening the link does not),
 * then goes home.
 */
export default function LoginLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get("email")?.trim() ?? "";
  const token = params.get("token")?.trim() ?? "";
  const login = useLoginWithLink();
  const busy = login.isPending || login.isSuccess;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) login.mutate({ email, token }, { onSuccess: () => void navigate("/") });
  };

  if (!email || !token || login.isError) {
    return (
      <NarrowPage title={t("auth.loginLink.title")}>
        <StatusPanel icon={CircleAlert} tone="danger" title={t("auth.loginLink.failedTitle")}>
          <p className="text-muted">{serverMessageOf(login.error) ?? t("invalidLoginLink", { ns: "errors" })}</p>
          <Button
            className="mt-2"
            onClick={() => {
              void navigate("/");
              openLogin({ username: email });
            }}
          >
            {t("auth.loginLink.logIn")}
          </Button>
        </StatusPanel>
      </NarrowPage>
    );
  }

  return (
    <NarrowPage title={t("auth.loginLink.title")} description={t("auth.loginLink.text", { email })}>
      <form onSubmit={submit} className="mt-6">
        <SubmitButton pending={busy} size="lg" className="w-full">
          {t("auth.loginLink.submit")}
        </SubmitButton>
      </form>
    </NarrowPage>
  );
}
