import { useState } from "react";
import { Share2 } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { canShareNatively, usePageShare } from "../use-page-share";

/**
 * "Share…" with the phone's own share sheet (Web Share API), for the mobile drawer; renders nothing
 * where the API is missing or the screen is not a touch screen. `onClick` runs first (e.g. to close the drawer).
 */
export function NativeShareButton({ onClick, ...props }: Omit<ButtonProps, "children">) {
  const { t } = useTranslation();
  const share = usePageShare();
  const [available] = useState(canShareNatively);
  if (!available) return null;
  return (
    <Button
      variant="ghost"
      align="start"
      {...props}
      onClick={(event) => {
        onClick?.(event);
        void share("native");
      }}
    >
      <Share2 aria-hidden="true" />
      {t("sharing.page.native")}
    </Button>
  );
}
