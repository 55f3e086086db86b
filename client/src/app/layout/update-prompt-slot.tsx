import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToUpdate, waitingUpdate } from "@/lib/app-update";

const UpdatePrompt = lazy(() => import("./update-prompt"));

/** The update prompt, whose code loads only when a new version is waiting (never on a first load). */
export function UpdatePromptSlot() {
  const waiting = useSyncExternalStore(subscribeToUpdate, waitingUpdate, () => null);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
