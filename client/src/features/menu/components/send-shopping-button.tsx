import { ShoppingBasket } from "lucide-react";
import type { MenuDate } from "@common/menu";
import type { User } from "@common/user";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { shoppingHelper } from "@common/helpers";
import { EnglishOfferSlot, useHelperChoice, useWhatsAppSend, type HelperNoteValue } from "@/features/sharing/send";
import { menuSendBody, sendMenu } from "../api/send-menu";
import { useShoppingList } from "../api/get-shopping-list";
import { linesToBuy } from "../lib/have-list";

type SendShoppingButtonProps = {
  user: User;
  from: MenuDate;
  days: number;
  exclude: string[];
  note: HelperNoteValue;
  hasDishes: boolean;
  beforeSend: () => Promise<void>;
};

/**
 * "Just the shopping" (decision 0071): the range's shopping list alone, without what the house has, as one WhatsApp
 * message in her language with a page to tick it off; no meal and no recipe step. The same send as the menu's (the
 * tab opened within the click, the same checks, toasts and English offer), with the owner's notes. Nothing left
 * to buy: nothing to send.
 */
export function SendShoppingButton({ user, from, days, exclude, note, hasDishes, beforeSend }: SendShoppingButtonProps) {
  const { t } = useTranslation();
  const list = useShoppingList(from, days);
  const toBuy = linesToBuy(list.data, exclude);
  const sender = useWhatsAppSend(
    user,
    async (language, { helperId }) => {
      await beforeSend();
      return sendMenu(menuSendBody({ from, days, exclude, note, language, shoppingOnly: true, helperId }));
    },
    { failure: { title: t("menu.send.failedTitle"), description: t("menu.send.failed") } },
  );
  // Decision 0081: the list goes to whoever does the shopping, unless the owner chooses another.
  const choice = useHelperChoice(user, (list) => shoppingHelper(list.helpers), (to) => sender.send(undefined, { to }));
  if (!hasDishes) return null;
  return (
    <div className="grid gap-2 border-t border-line pt-3">
      <p className="text-sm text-muted">{t("menu.send.shoppingSummary")}</p>
      <Button
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={toBuy === 0 || sender.isPending}
        aria-busy={sender.isPending || undefined}
        onFocus={choice.preload}
        onClick={choice.start}
      >
        {sender.isPending ? <Spinner /> : <ShoppingBasket aria-hidden="true" />}
        <span className="min-w-0 whitespace-normal text-center leading-tight">{sender.isPending ? t("menu.send.shoppingSending") : t("menu.send.shoppingButton")}</span>
      </Button>
      <EnglishOfferSlot sender={sender} />
      {choice.question}
    </div>
  );
}
