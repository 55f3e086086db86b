import { LogOut } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link } from "react-router";
import type { User } from "@common/user";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayName } from "@/features/auth";
import { useLogout } from "@/features/auth/on-demand";
import { AvatarButton } from "./avatar-button";
import { navItemsFor } from "./nav-items";

/** The signed-in user's menu (docs/spec.md §2): account, favourites, my recipes, the admin dashboard for admins, logout. */
export default function UserMenu({ user, defaultOpen = false }: { user: User; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const logout = useLogout();
  return (
    <DropdownMenu defaultOpen={defaultOpen} dir={i18n.dir()}>
      <DropdownMenuTrigger asChild>
        <AvatarButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="grid gap-0.5">
          <span className="truncate font-semibold">{displayName(user)}</span>
          <span className="truncate text-xs font-normal text-muted">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {navItemsFor("userMenu", user).map(({ to, labelKey, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`userMenu.${labelKey}`)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="rtl:rotate-180" aria-hidden="true" />
          {t("nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
