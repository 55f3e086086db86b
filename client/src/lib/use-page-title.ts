import { useEffect } from "react";
import { useTranslation } from "@/i18n/react";

let serverTitle = "";

/** The title of the page the server rendered last (read after each render; the server renders one page at a time). */
export const renderedTitle = { take: () => serverTitle, reset: () => void (serverTitle = "") };

const noteServerTitle = (title: string) => void (serverTitle = title);

/** Sets the document title to "<page> · Wasfa" in the interface language. */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = t("brand.name");
  const full = title ? `${title} · ${brand}` : `${brand} · ${t("brand.tagline")}`;
  if (import.meta.env.SSR) noteServerTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
