import { Suspense } from "react";
import { deferred } from "@/lib/deferred";
import type { HelperChoiceDialogProps } from "./helper-choice-dialog";

/** "Send to which helper?" loads when the owner first reaches for a send, not with the page. */
export const helperChoiceDialog = deferred(() => import("./helper-choice-dialog"));

/** The question of a send to one of several helpers (decision 0081), while it is open. */
export function HelperChoiceSlot(props: HelperChoiceDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <helperChoiceDialog.Component {...props} />
    </Suspense>
  );
}
