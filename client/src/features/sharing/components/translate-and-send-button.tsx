import { useEffect, useState } from "react";
import { LockKeyhole, Send } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { helperLanguageOr, helperLanguages } from "@common/languages";
import type { RecipeDetail } from "@common/recipe";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { Spinner } from "@/components/ui/spinner";
import { Hint, useHint } from "@/components/ui/hint";
import { useCurrentUser } from "@/features/auth";
import { preselectedHelper } from "@common/helpers";
import { sendLanguageOf } from "../send-rules";
import { readFlag, storageKeys, writeFlag } from "../storage";
import { useSendRecipe, type SendOptions } from "../use-send-recipe";
import { useHelperChoice } from "../use-helper-choice";
import { EnglishOfferSlot, englishOfferDialog } from "./english-offer-slot";

/** docs/spec.md §9: the first-time tooltip stays 5 s. */
export const whatsAppTooltipMs = 5000;
/** It waits for the page's entrance (180 ms) to end, so it is placed where the button comes to rest. */
const whatsAppTooltipDelayMs = 400;


/** Shows the tooltip once ever (hasSeenWhatsAppTooltip), for 5 s, when the button first appears to a signed-in owner. */
function useFirstTimeTooltip(active: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!active || readFlag("local", storageKeys.whatsAppTooltip)) return;
    let shown = false;
    const markSeen = () => writeFlag("local", storageKeys.whatsAppTooltip, true);
    const show = setTimeout(() => {
      shown = true;
      setOpen(true);
    }, whatsAppTooltipDelayMs);
    const hide = setTimeout(() => {
      setOpen(false);
      markSeen();
    }, whatsAppTooltipDelayMs + whatsAppTooltipMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
      // Left the page before the 5 s were over: it was seen all the same.
      if (shown) markSeen();
    };
  }, [active]);
  return [open, setOpen] as const;
}

/**
 * Translate-and-send on the recipe page (docs/spec.md §4): translates the recipe into the helper's language
 * and opens WhatsApp with the message ready for them. Disabled while it works ('Sending...') and for
 * guests ('Login to Access & Share Recipe').
 */
export function TranslateAndSendButton({
  recipe,
  className,
  frameClassName,
  options,
}: {
  recipe: RecipeDetail;
  /** The button's own classes; `frameClassName` the frame's, which holds the button and its tooltip in its row. */
  className?: string;
  frameClassName?: string;
  options?: SendOptions;
}) {
  const { t, i18n } = useTranslation();
  const { user, isPending: accountPending } = useCurrentUser();
  // Decision 0052: a household recipe may be written in another language than English, and is offered as written.
  const writtenIn = helperLanguageOr(recipe.sourceLanguage);
  const sender = useSendRecipe(recipe.id, user, options, writtenIn);
  const [firstTime, setFirstTime] = useFirstTimeTooltip(Boolean(user));
  const hint = useHint(firstTime, () => setFirstTime(false));
  // Decision 0081: with several helpers the owner says which one first (the last one sent this kind of recipe, else
  // the first); with one, the SPEC's flow as it was.
  const choice = useHelperChoice(
    user,
    (list) => preselectedHelper(list.helpers, list.lastChoice, recipe.category),
    (to) => sender.send(undefined, { to }),
  );

  if (!user && !accountPending) {
    return (
      <span className={cn("inline-flex", frameClassName)}>
        <Button size="lg" disabled data-recipe-id={recipe.id} className={cn("w-full", className)}>
          <LockKeyhole aria-hidden="true" />
          {t("sharing.send.guest")}
        </Button>
      </span>
    );
  }

  const language = user ? helperLanguages.find((l) => l.code === sendLanguageOf(user)) : undefined;
  const interfaceLanguage = i18n.language === "ar" ? "ar" : "en";
  const tooltip =
    user?.helperFirstName && language && !choice.several
      ? t("sharing.send.tooltipNamed", { name: user.helperFirstName, language: language[interfaceLanguage] })
      : t("sharing.send.tooltip");

  // The button is the same element from the first render on: its tooltip comes and goes beside it (decision 0087).
  return (
    <>
      <span className={cn("relative inline-flex", frameClassName)}>
        <Button
          size="lg"
          className={cn("w-full", className)}
          data-recipe-id={recipe.id}
          disabled={!user || sender.isPending}
          aria-busy={sender.isPending || undefined}
          {...hint.triggerProps}
          onPointerEnter={(event) => {
            englishOfferDialog.preload();
            choice.preload();
            hint.triggerProps.onPointerEnter(event);
          }}
          onClick={choice.start}
        >
          {sender.isPending ? <Spinner /> : <Send className="rtl:-scale-x-100" aria-hidden="true" />}
          {sender.isPending ? t("sharing.send.sending") : t("sharing.send.button")}
        </Button>
        <Hint id={hint.id} open={hint.open}>
          {tooltip}
        </Hint>
      </span>
      <EnglishOfferSlot sender={sender} />
      {choice.question}
    </>
  );
}
