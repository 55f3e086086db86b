import type { HelperLanguageCode, InterfaceLanguage } from "../../../common/languages";
import type { MenuSendInput } from "../../../common/menu.schema";
import type { CreatedShare } from "../../../common/share.schema";
import { whatsappSendUrl } from "../../../common/share-message";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/http-error";
import { recordEvent } from "../events";
import { notesFor, storeShare, type Sending } from "../sharing";
import { TranslationMissingError, type Translator } from "../translation";
import type { MenuSnapshot } from "../../../common/menu";
import { helperPictures } from "../helper-page";
import { recipeViewer } from "../recipes";
import { menuContent } from "./menu-content";
import { menuMessage, shoppingMessage } from "./menu-message";
import { plannedEntries } from "./plan";
import { listHelpers } from "../helpers";

type Log = { warn: (obj: object, msg: string) => void };

/**
 * POST /api/menu/send (decision 0054): the range's planned dishes as one menu link (a share of kind "menu" keeping
 * the days, the dishes as sent and the excluded shopping lines) and one WhatsApp message in `language`, built
 * from the memory and the catalogue only, the household's link sent by this member to this helper (decision 0080).
 * The caller has checked the member may send (subscription, helper details, rate limit, language). A range with no dish is a 400; a dish the memory has not fully in her
 * language is a 409 TRANSLATION_MISSING (the owner may send in English). Each dish counts as one translation
 * share in the statistics, as a recipe link does. "Just the shopping" (`shoppingOnly`, decision 0071) sends the list
 * alone: a 400 shoppingEmpty when the house has everything, a 409 only for lines of the list not in her
 * language, and no translation share (no recipe goes to her).
 */
export async function sendMenu(
  deps: { db: Db; config: Config; translator: Translator; log?: Log; ownerLanguage?: InterfaceLanguage },
  { user, household, helper }: Sending,
  language: HelperLanguageCode,
  input: MenuSendInput,
  now = new Date(),
): Promise<CreatedShare> {
  const planned = await plannedEntries(deps.db, recipeViewer({ user, household }), input);
  if (planned.length === 0) throw badRequest("menuEmpty");
  // Who cooks each dish, by her first name as it is now: the link keeps the menu as it was sent.
  const cooks = new Map((await listHelpers(deps.db, household.id)).map((cook) => [cook.id, cook.firstName.trim()]));
  const snapshot: MenuSnapshot = {
    from: input.from,
    days: input.days,
    entries: planned.map(({ date, slot, recipeId, servings, cookHelperId }) => {
      const cook = cookHelperId === null ? undefined : cooks.get(cookHelperId);
      return { date, slot, recipeId, servings, ...(cook && { cookHelperId, cook }) };
    }),
    exclude: [...new Set(input.exclude ?? [])],
    ...(input.shoppingOnly && { shoppingOnly: true }),
  };
  const content = await menuContent(deps.db, helperPictures({ appUrl: deps.config.appUrl, secret: undefined }), snapshot, language);
  if (snapshot.shoppingOnly && content.shopping.length === 0) throw badRequest("shoppingEmpty");
  // English is the owner's way out: lines the memory lacks are sent as written. The list alone needs only its lines.
  const untranslated = snapshot.shoppingOnly ? content.listUntranslated > 0 : content.missing.length > 0;
  if (language !== "en" && untranslated) throw new TranslationMissingError(language);
  const notes = await notesFor(deps.translator, language, input);
  const { id, url } = await storeShare(
    deps,
    {
      householdId: household.id,
      sentBy: user.id,
      helperId: helper.id,
      kind: "menu",
      recipeId: null,
      language,
      quickNotes: input.quickNotes,
      note: notes.note,
      noteTranslated: notes.noteTranslated,
      menu: snapshot,
    },
    now,
  );
  if (snapshot.shoppingOnly) {
    // No recipe is shared: the statistics' translated recipes do not count it.
    const message = shoppingMessage(content, language, url, notes.lines);
    return { id, url, message, whatsappUrl: whatsappSendUrl(helper.phone, message) };
  }
  const message = menuMessage(content, language, url, notes.lines, helper.firstName);
  for (const recipeId of content.recipeIds) {
    await recordEvent(deps.db, { type: "translation_share", userId: user.id, recipeId, language }, deps.log);
  }
  return { id, url, message, whatsappUrl: whatsappSendUrl(helper.phone, message) };
}
