import type { ProgressStore } from "./progress";

/** Ingredients and shopping lines she ticked stay ticked when she comes back. */
export function keepChecks(store: ProgressStore) {
  const checked = new Set(store.progress.checked);
  const save = () => store.update((progress) => (progress.checked = [...checked]));
  for (const box of document.querySelectorAll<HTMLInputElement>(".checklist input[type=checkbox]")) {
    // A box ticked before this script arrived (slow network) was her doing: keep it.
    if (checked.has(box.id)) box.checked = true;
    else if (box.checked) {
      checked.add(box.id);
      save();
    }
    box.addEventListener("change", () => {
      if (box.checked) checked.add(box.id);
      else checked.delete(box.id);
      save();
    });
  }
}
