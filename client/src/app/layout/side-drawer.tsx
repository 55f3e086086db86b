import { useState } from "react";
import { Link as LinkIcon, LogOut, Search } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { displayName, useCurrentUser } from "@/features/auth";
import { useLogout } from "@/features/auth/on-demand";
import { usePageShare } from "@/features/sharing/use-page-share";
import { LanguageToggle } from "./language-toggle";
import { LoginButton } from "./login-button";
import { MenuButton } from "./menu-button";
import { navItemsFor } from "./nav-items";
import { useBrowseAction } from "./use-browse-action";
import { NativeShareButton } from "@/features/sharing/components/native-share-button";

/** The mobile drawer (docs/spec.md §2): Browse; Favorites, My recipes and Account when signed in; copy link, language, login or logout. */
export default function SideDrawer({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const browse = useBrowseAction();
  const share = usePageShare();
  const { user } = useCurrentUser();
  const logout = useLogout();
  const close = () => setOpen(false);
  const thenClose = (action: () => void) => () => {
    close();
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
        {user && (
          <div className="mb-4 grid gap-0.5 rounded-xl bg-brand-50 px-3 py-2 text-sm">
            <span className="truncate font-semibold">{displayName(user)}</span>
            <span className="truncate text-xs text-muted">{user.email}</span>
          </div>
        )}
        <nav className="flex flex-col gap-1" aria-label={t("nav.menu")}>
          <Button variant="ghost" align="start" onClick={thenClose(browse)}>
            <Search aria-hidden="true" />
            {t("nav.browse")}
          </Button>
          {user &&
            navItemsFor("sideDrawer", user).map(({ to, labelKey, icon: Icon }) => (
              <Button key={to} asChild variant="ghost" align="start">
                <Link to={to} onClick={close}>
                  <Icon aria-hidden="true" />
                  {t(`nav.${labelKey}`)}
                </Link>
              </Button>
            ))}
          <Button variant="ghost" align="start" onClick={thenClose(() => void share("copy"))}>
            <LinkIcon aria-hidden="true" />
            {t("share.copyLink")}
          </Button>
          <NativeShareButton onClick={close} />
          <LanguageToggle align="start" size="md" />
          {user ? (
            <Button variant="outline" className="mt-4" disabled={logout.isPending} onClick={thenClose(() => logout.mutate())}>
              <LogOut className="rtl:rotate-180" aria-hidden="true" />
              {t("nav.logout")}
            </Button>
          ) : (
            <LoginButton size="md" className="mt-4" onClick={close} />
          )}
        </nav>
      </DialogContent>
    </Dialog>
  );
}
