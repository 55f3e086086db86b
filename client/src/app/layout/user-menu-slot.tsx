import { Suspense, useState } from "react";
import type { User } from "@common/user";
import { deferred } from "@/lib/deferred";
import { AvatarButton } from "./avatar-button";

const userMenu = deferred(() => import("./user-menu"));

/** The avatar shows at once; the menu's code arrives on hover, focus or the first click. */
export function UserMenuSlot({ user }: { user: User }) {
  const [active, setActive] = useState(false);
  if (!active) {
    return (
      <AvatarButton
        user={user}
        onPointerEnter={userMenu.preload}
        onFocus={userMenu.preload}
        onClick={() => setActive(true)}
      />
    );
  }
  return (
    <Suspense fallback={<AvatarButton user={user} disabled />}>
      <userMenu.Component user={user} defaultOpen />
    </Suspense>
  );
}
