import { BookOpen, CalendarDays, Heart, LayoutDashboard, LogOut, UserRound } from "lucide-react";
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

/** The signed-in user's menu (SPEC §2): account, favourites, my recipes (issue 18), the admin dashboard for admins, logout. */
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
        <DropdownMenuItem asChild>
          <Link to="/account">
            <UserRound aria-hidden="true" />
            {t("userMenu.account")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/favorites">
            <Heart aria-hidden="true" />
            {t("userMenu.favorites")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-recipes">
            <BookOpen aria-hidden="true" />
            {t("userMenu.myRecipes")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/menu">
            <CalendarDays aria-hidden="true" />
            {t("userMenu.weekMenu")}
          </Link>
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/admin?tab=recipes">
              <LayoutDashboard aria-hidden="true" />
              {t("userMenu.admin")}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut className="rtl:rotate-180" aria-hidden="true" />
          {t("nav.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
