import { forwardRef } from "react";
import { Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** The header's share trigger, the same before and after the menu's code has loaded. */
export const ShareButton = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => {
  const { t } = useTranslation();
  return (
    <Button ref={ref} variant="ghost" size="sm" aria-label={t("share.menu")} aria-haspopup="menu" {...props}>
      <Share2 aria-hidden="true" />
    </Button>
  );
});
ShareButton.displayName = "ShareButton";
