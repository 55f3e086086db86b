import { Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useAccount } from "@/features/auth";
import { deferred } from "@/lib/deferred";
import {
  dismissHelperDialog,
  helperDialogDelayMs,
  isHelperDialogDismissed,
  isDialogFreeLocation,
  needsHelperDetails,
  resetHelperDialog,
  startsLoginSession,
} from "../helper-dialog-session";

/** The dialog brings the form, zod and the language grid: it loads only for a user who will see it. */
const helperWelcomeDialog = deferred(() => import("./helper-welcome-dialog"));

/**
 * Mounted once in the layout (docs/spec.md §4): about 800 ms after a signed-in user without the helper's name
 * or phone has loaded, opens the welcome dialog, unless it was closed already in this login session
 * (or the owner is on the account page, which has the same form, or at work on the admin dashboard).
 * A login or signup in this tab starts a new session, so the dialog may come again.
 */
export function HelperWelcomeSlot() {
  const { data: user } = useAccount();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  const previous = useRef(user);
  useEffect(() => {
    if (startsLoginSession(previous.current, user)) resetHelperDialog();
    previous.current = user;
  }, [user]);

  const userId = user?.id;
  const wanted = Boolean(user && needsHelperDetails(user)) && !isDialogFreeLocation(pathname);
  useEffect(() => {
    if (!wanted || isHelperDialogDismissed()) return;
    helperWelcomeDialog.preload();
    const timer = setTimeout(() => {
      if (!isHelperDialogDismissed()) setOpen(true);
    }, helperDialogDelayMs);
    return () => clearTimeout(timer);
  }, [wanted, userId]);

  if (!open || !user) return null;
  const close = () => {
    dismissHelperDialog();
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <helperWelcomeDialog.Component user={user} onClose={close} />
    </Suspense>
  );
}
