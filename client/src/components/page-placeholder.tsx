import { useTranslation } from "react-i18next";
import { usePageTitle } from "@/lib/use-page-title";

/** A page whose feature has not landed yet: its title, and a word that it is coming. */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{t("placeholder.soon")}</p>
    </section>
  );
}
