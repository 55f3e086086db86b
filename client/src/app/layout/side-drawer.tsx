import { useState } from "react";
import { Link as LinkIcon, Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { usePageShare } from "@/features/sharing/use-page-share";
import { LanguageToggle } from "./language-toggle";
import { MenuButton } from "./menu-button";
import { useBrowseAction } from "./use-browse-action";

/** The mobile drawer (SPEC §2): Browse, copy-link share, language, login or logout. */
export default function SideDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const browse = useBrowseAction();
  const share = usePageShare();
  const thenClose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <MenuButton />
      </DialogTrigger>
      <DialogContent side="end">
        <DialogTitle className="mb-6">{t("nav.menu")}</DialogTitle>
        <DialogDescription className="sr-only">{t("brand.tagline")}</DialogDescription>
        <nav className="flex flex-col gap-1" aria-label={t("nav.menu")}>
          <Button variant="ghost" align="start" onClick={thenClose(browse)}>
            <Search aria-hidden="true" />
            {t("nav.browse")}
          </Button>
          <Button variant="ghost" align="start" onClick={thenClose(() => void share("copy"))}>
            <LinkIcon aria-hidden="true" />
            {t("share.copyLink")}
          </Button>
          <LanguageToggle align="start" size="md" />
          <Button className="mt-4">{t("nav.login")}</Button>
        </nav>
      </DialogContent>
    </Dialog>
  );
}
