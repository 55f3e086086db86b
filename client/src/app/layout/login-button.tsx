import { LogIn } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { openLogin, preloadAuthDialog } from "@/features/auth";

/** Opens the login dialog; its code starts loading as soon as the pointer or focus arrives. */
export function LoginButton({ onClick, ...props }: ButtonProps) {
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
      {...props}
    >
      <LogIn className="rtl:rotate-180" aria-hidden="true" />
      {t("nav.login")}
    </Button>
  );
}
