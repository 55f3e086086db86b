import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { useGoBack } from "@/components/use-go-back";

export function BackButton() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Button variant="ghost" size="sm" onClick={goBack} className="w-fit">
      <ArrowLeft className="rtl:rotate-180" aria-hidden="true" />
      {t("recipes.detail.back")}
    </Button>
  );
}
