import { Link } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { usePageTitle } from "@/lib/use-page-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("notFound.title"));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl" aria-hidden="true">🍳</p>
      <h1 className="text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="text-muted">{t("notFound.text")}</p>
      <Button asChild>
        <Link to="/">{t("common.backHome")}</Link>
      </Button>
    </section>
  );
}
