import { SearchX } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { BackButton } from "./back-button";

/** docs/spec.md §2: a recipe that could not be fetched shows this, with a way back. */
export function RecipeNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX className="size-12 text-muted" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-ink">{t("recipes.detail.notFoundTitle")}</h1>
      <p className="text-muted">{t("recipes.detail.notFoundText")}</p>
      <BackButton />
    </div>
  );
}
