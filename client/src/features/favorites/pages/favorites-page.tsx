import { useTranslation } from "@/i18n/react";
import { SignedInOnly } from "@/features/auth/on-demand";
import { usePageTitle } from "@/lib/use-page-title";
import { FavoritesList, type FavoritesView } from "../components/favorites-list";

/**
 * SPEC §2 /favorites: the signed-in user's favourite recipes; guests are asked to log in. The recipes
 * feature shows cards with this feature's heart, so it cannot be imported back here: app/routes gives
 * the page its cards (`view`).
 */
export function FavoritesPage({ view }: { view: FavoritesView }) {
  const { t } = useTranslation();
  usePageTitle(t("pages.favorites"));
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold text-ink">{t("pages.favorites")}</h1>
        <p className="mt-1 text-muted">{t("favorites.page.text")}</p>
      </div>
      <SignedInOnly promptClassName="py-6">{() => <FavoritesList view={view} />}</SignedInOnly>
    </div>
  );
}
