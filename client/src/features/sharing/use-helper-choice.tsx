import { useState } from "react";
import type { Helper, HelperList } from "@common/helpers";
import type { User } from "@common/user";
import { useHelpers } from "./api/helpers";
import { HelperChoiceSlot, helperChoiceDialog } from "./components/helper-choice-slot";

/**
 * "Send to which helper?" before a send (decision 0081): with several helpers, the button opens the question and its
 * Send sends to the one chosen (`preselect` says which is chosen first); with one or none, the button sends at once,
 * as the SPEC's flow does. `send` is called within the click that confirms, so the WhatsApp tab may open.
 */
export function useHelperChoice(user: User | null, preselect: (list: HelperList) => Helper | undefined, send: (to?: Helper) => void) {
  const list = useHelpers(Boolean(user)).data;
  const [open, setOpen] = useState(false);
  const several = (list?.helpers.length ?? 0) > 1;
  return {
    /** Whether a send asks which helper (the button then names none of them). */
    several,
    /** The send button's click. */
    start: () => (several ? setOpen(true) : send()),
    /** On hover or focus of the button: the question's code, before it is needed. */
    preload: () => several && helperChoiceDialog.preload(),
    question:
      several && list ? <HelperChoiceSlot open={open} onOpenChange={setOpen} helpers={list.helpers} preselected={preselect(list)} onSend={send} /> : null,
  };
}
