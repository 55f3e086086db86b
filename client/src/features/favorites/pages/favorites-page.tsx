import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { WidePage } from "@/components/wide-page";
import { FavoritesList, type FavoritesView } from "../components/favorites-list";

/**
 * docs/spec.md §2 /favorites: the signed-in user's favourite recipes; guests are asked to log in. The recipes
 * feature shows cards with this feature's heart, so it cannot be imported back here: app/routes gives
 * the page its cards (`view`).
 */
export function FavoritesPage({ view }: { view: FavoritesView }) {
  const { t } = useTranslation();
  return (
    <WidePage title={t("pages.favorites")} intro={t("favorites.page.text")}>
      <SignedInOnly promptClassName="py-6">{() => <FavoritesList view={view} />}</SignedInOnly>
    </WidePage>
  );
}
