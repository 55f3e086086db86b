import { useState } from "react";
import { Send } from "lucide-react";
import type { MenuDate } from "@common/menu";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { EnglishOfferSlot, HelperNote, useHelperChoice, useWhatsAppSend, type HelperNoteValue } from "@/features/sharing/send";
import { menuSendBody, sendMenu } from "../api/send-menu";
import { SendShoppingButton } from "./send-shopping-button";

type SendMenuPanelProps = {
  user: User;
  from: MenuDate;
  days: number;
  /** Shopping-line keys the house has: left out of her list. */
  exclude: string[];
  /** Whether the range holds a dish to send. */
  hasDishes: boolean;
  /** Waits for the plan's changes to be saved, so what is sent is what the owner sees. */
  beforeSend: () => Promise<void>;
};

/**
 * "Send to {helper} on WhatsApp" for the day or the week: one message in her language (each meal's dish,
 * servings and step-by-step link, then the shopping list) with one link to the menu page, opened as a recipe's
 * send is (a tab opened within the click; the same toasts and redirects on failure; English offered when a dish
 * is not in her language yet). Notes as for a recipe.
 */
export function SendMenuPanel({ user, from, days, exclude, hasDishes, beforeSend }: SendMenuPanelProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState<HelperNoteValue>({ quickNotes: [], note: "" });
  const sender = useWhatsAppSend(
    user,
    async (language, { helperId }) => {
      await beforeSend();
      return sendMenu(menuSendBody({ from, days, exclude, note, language, helperId }));
    },
    { failure: { title: t("menu.send.failedTitle"), description: t("menu.send.failed") } },
  );
  // Decision 0081: the menu goes to the helper chosen, the first unless the owner says otherwise.
  const choice = useHelperChoice(user, (list) => list.helpers[0], (to) => sender.send(undefined, { to }));
  return (
    <div className="grid gap-3">
      <HelperNote helperName={user.helperFirstName ?? null} value={note} onChange={setNote} />
      <p className="text-sm text-muted">{hasDishes ? t("menu.send.summary") : t("menu.send.nothing")}</p>
      <Button size="lg" className="w-full sm:w-auto" disabled={!hasDishes || sender.isPending} aria-busy={sender.isPending || undefined} onFocus={choice.preload} onClick={choice.start}>
        {sender.isPending ? <Spinner /> : <Send className="rtl:-scale-x-100" aria-hidden="true" />}
        {/* The label may take two lines on the narrowest phones (the button's own text does not wrap). */}
        <span className="min-w-0 whitespace-normal text-center leading-tight">
          {sender.isPending
            ? t("menu.send.sending")
            : user.helperFirstName && !choice.several
              ? t("menu.send.button", { name: user.helperFirstName })
              : t("menu.send.buttonUnnamed")}
        </span>
      </Button>
      <EnglishOfferSlot sender={sender} />
      {choice.question}
      <SendShoppingButton user={user} from={from} days={days} exclude={exclude} note={note} hasDishes={hasDishes} beforeSend={beforeSend} />
    </div>
  );
}
