import { useEffect } from "react";
import { useTranslation } from "@/i18n/react";

/** Sets the document title to "<page> · Wasfa" in the interface language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = t("brand.name");
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : `${brand} · ${t("brand.tagline")}`;
  }, [title, brand, t]);
}
