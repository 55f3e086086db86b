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
 * What each place lists, in its order (SPEC §2 "Header, footer, bars"; My recipes, issue 18; the week's menu,
 * issue 19). The header's menu starts with the account it belongs to, and its Admin Dashboard opens the recipes
 * tab; the bottom bar leaves the week's menu to the drawer, as six items do not fit 320 px.
 */
export const navItems = {
  userMenu: [account, favorites, myRecipes, weekMenu, { ...admin, to: "/admin?tab=recipes" }],
  sideDrawer: [favorites, myRecipes, weekMenu, account],
  bottomBar: [favorites, myRecipes, admin, account],
} satisfies Record<string, NavItem[]>;

/** The items of a place this owner is offered. */
export const navItemsFor = (place: keyof typeof navItems, user: User) => navItems[place].filter((item) => item.when(user));
