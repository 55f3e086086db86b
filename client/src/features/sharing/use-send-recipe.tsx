import type { HelperLanguageCode } from "@common/languages";
import type { User } from "@common/user";
import { createShare } from "./api/create-share";
import { useWhatsAppSend } from "./use-whatsapp-send";

/** What the owner chose on the recipe page before sending (decision 0050). */
export type SendOptions = { servings?: number; quickNotes?: string[]; note?: string };

/**
 * Sends one recipe (decision 0050: in her language, at the chosen servings, with the owner's notes); see
 * useWhatsAppSend. When it is not in her language, the offer sends it as written: English, or a household
 * recipe's own language (decision 0052, `writtenIn`).
 */
export function useSendRecipe(recipeId: number, user: User | null, options: SendOptions = {}, writtenIn: HelperLanguageCode = "en") {
  return useWhatsAppSend(
    user,
    (language, { noteAsWritten, helperId }) =>
      createShare({
        recipeId,
        ...(helperId !== undefined && { helperId }),
        ...(options.servings && { servings: options.servings }),
        ...(options.quickNotes?.length && { quickNotes: options.quickNotes as never }),
        ...(options.note?.trim() && { note: options.note.trim() }),
        ...(language === writtenIn && { language }),
        ...(noteAsWritten && { noteAsWritten }),
      }),
    { writtenIn },
  );
}
