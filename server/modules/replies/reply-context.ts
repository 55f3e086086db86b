import type { HelperMenuPage } from "../../../common/helper-page";
import type { HelperLanguageCode } from "../../../common/languages";
import type { Db } from "../../db/client";
import { dishRecipes, menuShareContent, recallDishes, shoppingListOf } from "../menu";
import type { ReplyContext } from "./reply-choices";

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
