import type { ReactNode } from "react";
import { Search } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Link, useLocation } from "react-router";
import { useCurrentUser } from "@/features/auth";
import { cn } from "@/lib/cn";
import { navItemsFor } from "./nav-items";
import { useBrowseAction } from "./use-browse-action";

// Every item an equal share of the bar, its label wrapping under its icon: an admin's five fit 320 px.
const itemClass = "flex w-full min-w-0 flex-col items-center gap-0.5 px-1 py-2 text-center text-xs leading-tight font-medium text-ink [&_svg]:size-5";

function BarLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const { pathname } = useLocation();
  const current = pathname === to;
  return (
    <li className="min-w-0">
      <Link to={to} aria-current={current ? "page" : undefined} className={cn(itemClass, current && "text-brand-700")}>
        {icon}
        {label}
      </Link>
    </li>
  );
}

/**
 * The mobile bottom bar (docs/spec.md §2): Browse; Favorites, the week's menu (decision 0071), Admin (admins only) and Account
 * join when signed in (./nav-items). My recipes is one tap away in the drawer: six items do not fit 320 px.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const browse = useBrowseAction();
  const { user } = useCurrentUser();
  return (
    <nav
      aria-label={t("nav.mobile")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid max-w-md auto-cols-fr grid-flow-col">
        <li className="min-w-0">
          <button type="button" onClick={browse} className={itemClass}>
            <Search aria-hidden="true" />
            {t("nav.browse")}
          </button>
        </li>
        {user &&
          navItemsFor("bottomBar", user).map(({ to, labelKey, icon: Icon }) => (
            <BarLink key={to} to={to} icon={<Icon aria-hidden="true" />} label={t(`nav.${labelKey}`)} />
          ))}
      </ul>
    </nav>
  );
}
