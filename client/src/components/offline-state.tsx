import { WifiOff } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "@/i18n/react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useGoBack } from "@/components/use-go-back";

/**
 * A page (or a part of one) whose data or code was not kept on this phone, opened with no network (decision 0057):
 * it says so, and offers a way back (the previous page of the app, or home), rather than a blank screen or a
 * spinner that never ends. `page`: the page's own heading; otherwise a part under the page's heading.
 */
export function OfflineState({ page = false, className }: { page?: boolean; className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const Heading = page ? "h1" : "p";
  return (
    <div role="status" className={cn("mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-12 text-center", className)}>
      <WifiOff className="size-10 text-muted" aria-hidden="true" />
      <Heading className={cn("font-bold text-ink", page ? "text-2xl" : "text-lg")}>{t("offline.title")}</Heading>
      <p className="text-muted">{t("offline.text")}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={goBack}>
          {t("common.back")}
        </Button>
        {pathname !== "/" && (
          <Button asChild>
            <Link to="/">{t("common.backHome")}</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
