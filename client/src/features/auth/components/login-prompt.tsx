import { LockKeyhole } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { openLogin, openSignup } from "../auth-dialog-store";
import { preloadAuthDialog } from "./auth-dialog-slot";

/** What a signed-out visitor sees instead of a page that needs an account. */
export function LoginPrompt({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cn("flex flex-col items-center gap-3 text-center", className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <LockKeyhole className="size-6" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">{t("auth.prompt.title")}</h2>
      <p className="max-w-sm text-muted">{t("auth.prompt.text")}</p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row" onPointerEnter={preloadAuthDialog} onFocus={preloadAuthDialog}>
        <Button onClick={() => openLogin()}>{t("nav.login")}</Button>
        <Button variant="outline" onClick={openSignup}>
          {t("auth.login.createAccount")}
        </Button>
      </div>
    </div>
  );
}
