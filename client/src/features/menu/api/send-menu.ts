import * as endpoints from "@common/api/endpoints";
import type { HelperLanguageCode } from "@common/languages";
import type { MenuDate } from "@common/menu";
import type { MenuSendInput } from "@common/menu.schema";
import { apiRequest } from "@/lib/api-request";

/**
 * POST /api/menu/send: the range's dishes (each with its link) and shopping list, without the lines the house
 * has (`exclude`), as one WhatsApp message in her language with one link to the menu page; or, `shoppingOnly`,
 * the list alone (decision 0071). The same failures as a recipe's send (403 SUBSCRIPTION_REQUIRED, 400
 * HELPER_DETAILS_MISSING, 409/503 untranslated, 401).
 */
export const sendMenu = (body: MenuSendInput) => apiRequest(endpoints.sendMenu, { body });

type SendChoices = {
  from: MenuDate;
  days: number;
  exclude: string[];
  note: { quickNotes: string[]; note: string };
  /** The language the send asks for: hers (left out), or English as the owner chose. */
  language: HelperLanguageCode;
  shoppingOnly?: boolean;
  /** The helper chosen (decision 0081); left out, the server sends to the first, or the list to the shopper. */
  helperId?: number;
};

/** The body of a menu send: only what is set (no empty notes, no `exclude` of nothing). */
export const menuSendBody = ({ from, days, exclude, note, language, shoppingOnly, helperId }: SendChoices): MenuSendInput => ({
  from,
  days,
  ...(exclude.length > 0 && { exclude }),
  ...(note.quickNotes.length > 0 && { quickNotes: note.quickNotes as never }),
  ...(note.note.trim() && { note: note.note.trim() }),
  ...(language === "en" && { language: "en" as const }),
  ...(shoppingOnly && { shoppingOnly: true }),
  ...(helperId !== undefined && { helperId }),
});
