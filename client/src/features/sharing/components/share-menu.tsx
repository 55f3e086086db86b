import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { usePageShare, type SharePlatform } from "../use-page-share";
import { ShareButton } from "./share-button";

const items: { platform: SharePlatform; labelKey: string }[] = [
  { platform: "whatsapp", labelKey: "share.whatsapp" },
  { platform: "twitter", labelKey: "share.x" },
  { platform: "facebook", labelKey: "share.facebook" },
  { platform: "instagram", labelKey: "share.instagram" },
];

/** The page share menu (SPEC §4): loaded when the visitor first reaches for it. */
export default function ShareMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const share = usePageShare();
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
