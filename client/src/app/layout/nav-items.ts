import { BookOpen, CalendarDays, Heart, LayoutDashboard, UserRound, type LucideIcon } from "lucide-react";
import type { User } from "@common/user";

/**
 * A place the app's navigation offers a signed-in owner. `labelKey` names its label twice: shortly under
 * `nav.` (the side drawer and the bottom bar) and in full under `userMenu.` (the header's menu).
 */
export type NavItem = {
  to: string;
  labelKey: "account" | "favorites" | "myRecipes" | "weekMenu" | "admin";
  icon: LucideIcon;
  /** Whether this owner is offered it. */
  when: (user: User) => boolean;
};

const everyOwner = () => true;

const account: NavItem = { to: "/account", labelKey: "account", icon: UserRound, when: everyOwner };
const favorites: NavItem = { to: "/favorites", labelKey: "favorites", icon: Heart, when: everyOwner };
const myRecipes: NavItem = { to: "/my-recipes", labelKey: "myRecipes", icon: BookOpen, when: everyOwner };
const weekMenu: NavItem = { to: "/menu", labelKey: "weekMenu", icon: CalendarDays, when: everyOwner };
const admin: NavItem = { to: "/admin", labelKey: "admin", icon: LayoutDashboard, when: (user) => user.isAdmin };

/**
 * What each place lists, in its order (docs/spec.md §2 "Header, footer, bars"; My recipes; the week's menu,
 * decision 0054). The header's menu starts with the account it belongs to, and its Admin Dashboard opens the recipes
 * tab. The bottom bar holds what a day needs (decision 0071): the SPEC's items and the week's menu; My recipes is
 * in the drawer and the header's menu, as six items do not fit 320 px (decision 0071).
 */
export const navItems = {
  userMenu: [account, favorites, myRecipes, weekMenu, { ...admin, to: "/admin?tab=recipes" }],
  sideDrawer: [favorites, myRecipes, weekMenu, account],
  bottomBar: [favorites, weekMenu, admin, account],
} satisfies Record<string, NavItem[]>;

/** The items of a place this owner is offered. */
export const navItemsFor = (place: keyof typeof navItems, user: User) => navItems[place].filter((item) => item.when(user));
