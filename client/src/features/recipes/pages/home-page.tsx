import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { openSignup, preloadAuthDialog, useCurrentUser } from "@/features/auth";
import { searchSectionId } from "@/lib/sections";
import { usePageTitle } from "@/lib/use-page-title";

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(undefined);
  const { user, isPending } = useCurrentUser();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-page">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-12 md:py-20">
          <h1 className="max-w-2xl text-3xl font-bold leading-tight text-ink md:text-5xl">{t("home.heroTitle")}</h1>
          <p className="max-w-xl text-lg text-muted">{t("home.heroText")}</p>
          {/* For guests only; while the account loads its space is kept, so the page does not jump. */}
          {!user && (
            <div className={isPending ? "invisible" : undefined} aria-hidden={isPending || undefined}>
              <Button
                size="lg"
                tabIndex={isPending ? -1 : undefined}
                onPointerEnter={preloadAuthDialog}
                onFocus={preloadAuthDialog}
                onClick={openSignup}
              >
                {t("home.signUp")}
              </Button>
            </div>
          )}
        </div>
      </section>
      <section id={searchSectionId} className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10">
        <p className="text-muted">{t("home.comingSoon")}</p>
      </section>
    </>
  );
}
