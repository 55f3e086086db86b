import { LogIn } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { openLogin, preloadAuthDialog } from "@/features/auth";
import { cn } from "@/lib/cn";

/** Opens the login dialog; its code starts loading as soon as the pointer or focus arrives. */
export function LoginButton({ onClick, compact = false, className, ...props }: ButtonProps & { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      onPointerEnter={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      onClick={(event) => {
        onClick?.(event);
        openLogin();
      }}
      className={cn(compact && "max-[359px]:px-2.5", className)}
      {...props}
    >
      <LogIn className="rtl:rotate-180" aria-hidden="true" />
      <span className={cn(compact && "max-[359px]:sr-only")}>{t("nav.login")}</span>
    </Button>
  );
}
