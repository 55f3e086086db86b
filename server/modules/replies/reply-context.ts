import type { HelperMenuPage } from "../../../common/helper-page";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { recallDishes, dishRecipes } from "../menu/dish-lines";
import { menuShareContent } from "../menu/menu-page";
import { shoppingListOf } from "../menu/shopping-list";

/**
 * What her replies on one link can name, in one language (issue 30): the recipe's or menu's title, the things
 * she may be out of (the shopping list of the link's dishes: one line per thing, named in that language from the
 * memory and the bundled names, a thing without a name by its recipe line — the English line where the memory
 * has none), and each dish's steps. Her page and the owner's line are built from the same keys and dish ids.
 */
export type ReplyContext = {
  title: string;
  items: { key: string; name: string }[];
  dishes: { id: string; title: string; steps: number }[];
};

type ReplyShare = { kind: string; recipeId: number | null; servings: number | null; menu: unknown };

const itemsOf = (groups: { lines: { key: string; name: string }[] }[]) => groups.flatMap((group) => group.lines.map(({ key, name }) => ({ key, name })));

/** A menu page's own content as a reply context: nothing to read again. */
export function menuPageReplyContext(page: Pick<HelperMenuPage, "title" | "shopping" | "recipes">): ReplyContext {
  return {
    title: page.title,
    items: itemsOf(page.shopping),
    dishes: page.recipes.map((recipe) => ({ id: recipe.id, title: recipe.title, steps: recipe.steps.length })),
  };
}

/** The reply context of a link in `language`, from the memory only; undefined when its recipe or menu is gone. */
export async function replyContext(db: Db, share: ReplyShare, language: HelperLanguageCode): Promise<ReplyContext | undefined> {
  if (share.kind === "menu") {
    // No pictures: a reply names things and steps only.
    const read = await menuShareContent(db, () => null, share.menu, language);
    if (!read || read.content.recipes.length === 0) return undefined;
    // "Just the shopping" shows no dish, so she can ask about no step (as her page's own context has it).
    return menuPageReplyContext({ ...read.content, recipes: read.shoppingOnly ? [] : read.content.recipes });
  }
  if (share.recipeId === null) return undefined;
  const dish = (await dishRecipes(db, [share.recipeId])).get(share.recipeId);
  if (!dish) return undefined;
  const servings = share.servings ?? dish.servings;
  const list = await shoppingListOf(db, [{ recipeId: dish.id, servings }], new Map([[dish.id, dish]]), language);
  const { lineIn } = await recallDishes(db, [dish], language);
  const title = lineIn(dish, dish.title);
  return { title, items: itemsOf(list.groups), dishes: [{ id: "r1", title, steps: dish.instructions.length }] };
}
