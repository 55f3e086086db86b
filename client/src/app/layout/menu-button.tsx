import { forwardRef } from "react";
import { Menu } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";

/** Opens the mobile drawer; the same before and after the drawer's code has loaded. */
export const MenuButton = forwardRef<HTMLButtonElement, ButtonProps>((props, ref) => {
  const { t } = useTranslation();
  return (
    <Button ref={ref} variant="ghost" size="icon" aria-label={t("nav.openMenu")} aria-haspopup="dialog" {...props}>
      <Menu className="size-6" aria-hidden="true" />
    </Button>
  );
});
MenuButton.displayName = "MenuButton";
