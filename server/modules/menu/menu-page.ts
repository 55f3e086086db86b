import { z } from "zod";
import type { HelperMenuPage } from "../../../common/helper-page";
import type { HelperLanguageCode } from "../../../common/languages";
import { menuEntryInputSchema, menuRangeSchema } from "../../../common/menu.schema";
import type { Db } from "../../db/client";
import { helperNotes, helperPageBase, helperPictures, helperText, type HelperSite, type PictureOf } from "../helper-page";
import { menuContent } from "./menu-content";

/** shares.menu as sendMenu stores it; anything else is not a menu this code can show. */
const storedMenuSchema = menuRangeSchema.extend({
  entries: z.array(menuEntryInputSchema.extend({ cook: z.string().optional() })),
  exclude: z.array(z.string()),
  shoppingOnly: z.boolean().optional(),
});

type MenuShare = {
  id: number;
  expiresAt: Date;
  language: HelperLanguageCode;
  menu: unknown;
  quickNotes: string[];
  note: string | null;
  noteTranslated: string | null;
};

/**
 * What a menu share holds, in `language` (menuContent), and whether it is "just the shopping"; undefined when it
 * holds no menu this code can read.
 */
export async function menuShareContent(db: Db, pictureOf: PictureOf, menu: unknown, language: HelperLanguageCode) {
  const stored = storedMenuSchema.safeParse(menu);
  if (!stored.success) return undefined;
  return { content: await menuContent(db, pictureOf, stored.data, language), shoppingOnly: stored.data.shoppingOnly === true };
}

/**
 * The page of a menu link (decision 0054): the meals, each dish's recipe (scaled, with its timers and cook mode),
 * the shopping list without what the house already has, and the owner's notes; in her language from the
 * memory only; of "just the shopping", the list alone. Undefined when the share holds no menu, or none of its
 * dishes exists any more.
 */
export async function helperMenuPage(
  db: Db,
  site: HelperSite,
  token: string,
  share: MenuShare,
  owner: { firstName: string | null },
  now = new Date(),
): Promise<HelperMenuPage | undefined> {
  const read = await menuShareContent(db, helperPictures(site, share), share.menu, share.language);
  if (!read || read.content.recipes.length === 0) return undefined;
  const { content, shoppingOnly } = read;
  const ownerName = owner.firstName?.trim() ?? "";
  return {
    ...helperPageBase(site.appUrl, token, share.language, ownerName, now),
    partlyEnglish: content.partlyEnglish,
    og: { title: content.title, description: helperText(share.language, "from", { name: ownerName }), image: content.recipes[0]!.imageUrl },
    kind: "menu",
    title: content.title,
    // "Just the shopping": the list alone, as her message has it.
    meals: shoppingOnly ? [] : content.meals,
    recipes: shoppingOnly ? [] : content.recipes,
    shopping: content.shopping,
    ...helperNotes(share.language, share),
  };
}
