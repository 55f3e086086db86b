import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ShareMenuSlot } from "@/features/sharing/components/share-menu-slot";
import { AccountEntry } from "./account-entry";
import { LogoMark } from "./logo";
import { LanguageToggle } from "./language-toggle";
import { OfflineNotice } from "./offline-notice";
import { SideDrawerSlot } from "./side-drawer-slot";
import { useBrowseAction } from "./use-browse-action";

export function Header() {
  const { t } = useTranslation();
  const browse = useBrowseAction();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-page/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        {/* On a narrow phone the Beta badge wraps onto a second line, which the fixed height hides, rather than
            running under the buttons (Arabic's longer "Log in" leaves less room). */}
        <Link to="/" className="flex h-9 min-w-0 flex-wrap items-center gap-x-2 overflow-hidden" aria-label={t("brand.homeLink")}>
          <LogoMark className="size-9 shrink-0" />
          <span className="text-xl font-bold text-brand-800">{t("brand.name")}</span>
          <Badge variant="brand">{t("brand.beta")}</Badge>
        </Link>
        <p className="hidden min-w-0 truncate text-sm text-muted lg:block">{t("brand.tagline")}</p>

        <nav aria-label={t("nav.main")} className="ms-auto hidden items-center gap-1 md:flex">
          <Button variant="ghost" size="sm" onClick={browse}>
            <Search aria-hidden="true" />
            {t("nav.browse")}
          </Button>
          <ShareMenuSlot />
          <LanguageToggle />
          <AccountEntry />
        </nav>

        {/* Phones: the account entry (Log in, or the avatar) stays in sight; the language shrinks to fit 320 px. */}
        <div className="ms-auto flex items-center gap-1 md:hidden">
          <LanguageToggle compact className="px-2" />
          <AccountEntry compact />
          <SideDrawerSlot />
        </div>
      </div>
      <p className="border-t border-line/60 px-4 py-1 text-center text-xs text-muted lg:hidden">{t("brand.tagline")}</p>
      <OfflineNotice />
    </header>
  );
}
