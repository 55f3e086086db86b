import { Suspense, useState } from "react";
import { deferred } from "@/lib/deferred";
import { useAuthDialog } from "../auth-dialog-store";

/** The dialogs bring react-hook-form, zod and Radix Dialog: they load when first wanted, not with the page. */
const authDialog = deferred(() => import("./auth-dialog"));

/** Call on hover or focus of anything that opens a dialog, so it is ready by the click. */
export const preloadAuthDialog = authDialog.preload;

/** Mounts the login and signup dialogs the first time one is asked for; from then on they stay mounted. */
export function AuthDialogSlot() {
  const { view } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (view && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <authDialog.Component />
    </Suspense>
  );
}
