import { Suspense, useState } from "react";
import { deferred } from "@/lib/deferred";
import { MenuButton } from "./menu-button";

const sideDrawer = deferred(() => import("./side-drawer"));

/** The menu button shows at once; the drawer's code arrives on touch, focus or the first click. */
export function SideDrawerSlot() {
  const [active, setActive] = useState(false);
  if (!active) {
    return (
      <MenuButton onPointerDown={sideDrawer.preload} onFocus={sideDrawer.preload} onClick={() => setActive(true)} />
    );
  }
  return (
    <Suspense fallback={<MenuButton disabled />}>
      <sideDrawer.Component defaultOpen />
    </Suspense>
  );
}
