import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useBrowseAction } from "./use-browse-action";

/** The mobile bottom bar (SPEC §2): Browse; Favorites, Admin and Account join when signed in. */
export function BottomBar() {
  const { t } = useTranslation();
  const browse = useBrowseAction();
  return (
    <nav
      aria-label={t("nav.mobile")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md justify-around">
        <li>
          <button
            type="button"
            onClick={browse}
            className="flex min-w-16 flex-col items-center gap-0.5 px-3 py-2 text-xs font-medium text-ink"
          >
            <Search className="size-5" aria-hidden="true" />
            {t("nav.browse")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
