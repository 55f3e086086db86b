import { Suspense, useState } from "react";
import { deferred } from "@/lib/deferred";
import { ShareButton } from "./share-button";

const shareMenu = deferred(() => import("./share-menu"));

/** Shows the share button at once; the menu's code arrives on hover, focus or the first click. */
export function ShareMenuSlot() {
  const [active, setActive] = useState(false);
  if (!active) {
    return (
      <ShareButton onPointerEnter={shareMenu.preload} onFocus={shareMenu.preload} onClick={() => setActive(true)} />
    );
  }
  return (
    <Suspense fallback={<ShareButton disabled />}>
      <shareMenu.Component defaultOpen />
    </Suspense>
  );
}
