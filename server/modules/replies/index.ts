/*
 * The helper's replies (decisions 0084, 0085 and 0086): her page's Reply sheet, the form's way to the owner's WhatsApp, and the owner's
 * reading of her own words. The module's front door.
 */
import * as endpoints from "../../../common/api/endpoints";
import { pathOf } from "../../../common/api/route";
import type { HelperPage, HelperReply } from "../../../common/helper-page";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { canReply } from "./can-reply";
import { replySheet } from "./reply-choices";
import { menuPageReplyContext, replyContext } from "./reply-context";

export { replyRoutes, replyReadPath } from "./routes";

type Share = { language: HelperLanguageCode; kind: string; recipeId: number | null; servings: number | null; menu: unknown; repliesEnabled: boolean };

/** Her page's Reply sheet, or undefined when the member who sent the link cannot be replied to on it. */
export async function helperReplySheet(db: Db, token: string, share: Share, sender: { ownerPhone: string | null }, page: HelperPage): Promise<HelperReply | undefined> {
  if (!canReply(sender, share)) return undefined;
  const context = page.kind === "menu" ? menuPageReplyContext(page) : await replyContext(db, share, share.language);
  return context && replySheet(pathOf(endpoints.helperReply).replace(":token", token), context, share.language);
}
