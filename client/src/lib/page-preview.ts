import { cuisineByKey } from "@common/cuisines";
import type { PagePreview } from "@common/server-render";
import type { TFunction } from "@/i18n/i18n";

/**
 * The link preview of home, /browse and their cuisine links (`?cuisine=`), in the language `t` speaks; null
 * for every other page (a recipe needs a session, the rest are personal). Other filters are not part of the
 * canonical address.
 */
export function pagePreview(url: string, t: TFunction): PagePreview | null {
  const { pathname, searchParams } = new URL(url, "http://page.invalid");
  const page = pathname === "/" ? "home" : /^\/browse\/?$/.test(pathname) ? "browse" : null;
  if (!page) return null;
  const cuisine = cuisineByKey(searchParams.get("cuisine") ?? "");
  const path = `${page === "home" ? "/" : "/browse"}${cuisine ? `?cuisine=${cuisine.key}` : ""}`;
  if (!cuisine) return { path, title: t(`preview.${page}.title`), description: t(`preview.${page}.description`) };
  const name = t(`recipes.cuisines.${cuisine.key}`);
  return { path, title: t("preview.cuisine.title", { cuisine: name }), description: t("preview.cuisine.description", { cuisine: name }) };
}
