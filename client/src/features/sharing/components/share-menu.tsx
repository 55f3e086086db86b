import { useState } from "react";
import { useTranslation } from "@/i18n/react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { canShareNatively, usePageShare, type SharePlatform } from "../use-page-share";
import { ShareButton } from "./share-button";

const items: { platform: SharePlatform; labelKey: string }[] = [
  { platform: "whatsapp", labelKey: "share.whatsapp" },
  { platform: "twitter", labelKey: "share.x" },
  { platform: "facebook", labelKey: "share.facebook" },
  { platform: "instagram", labelKey: "share.instagram" },
];

/** The page share menu (docs/spec.md §4): loaded when the visitor first reaches for it. */
export default function ShareMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const share = usePageShare();
  const [native] = useState(canShareNatively);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ShareButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map(({ platform, labelKey }) => (
          <DropdownMenuItem key={platform} onSelect={() => void share(platform)}>
            {t(labelKey)}
          </DropdownMenuItem>
        ))}
        {native && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => void share("native")}>{t("sharing.page.native")}</DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
