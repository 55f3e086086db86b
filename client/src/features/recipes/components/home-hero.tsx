import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { openSignup, preloadAuthDialog, useCurrentUser } from "@/features/auth";
import { RelaxSteps } from "./relax-steps";

/** docs/spec.md §2 Home: the promise, the sign-up button and a testimonial for guests, and how it works. */
export function HomeHero() {
  const { t } = useTranslation();
  const { user, isPending } = useCurrentUser();
  // For guests only; while the account loads their space is kept, so the page does not jump.
  const guestOnly = isPending ? "invisible" : undefined;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-page">
      <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 py-12 md:grid-cols-[3fr_2fr] md:py-16">
        <div className="flex flex-col gap-5">
          <h1 className="max-w-2xl text-3xl font-bold leading-tight text-ink md:text-5xl">{t("home.heroTitle")}</h1>
          <p className="max-w-xl text-lg text-muted">{t("home.heroText")}</p>
          {!user && (
            <div className={guestOnly} aria-hidden={isPending || undefined}>
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
          {!user && (
            <figure className={guestOnly} aria-hidden={isPending || undefined}>
              <blockquote className="max-w-xl border-s-4 border-brand-500 ps-4 text-ink italic">
                <p>{t("recipes.hero.testimonial")}</p>
              </blockquote>
              <figcaption className="mt-2 ps-5 text-sm font-medium text-muted">— {t("recipes.hero.testimonialBy")}</figcaption>
            </figure>
          )}
        </div>
        <RelaxSteps />
      </div>
    </section>
  );
}
