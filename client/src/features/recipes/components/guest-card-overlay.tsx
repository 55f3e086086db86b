import { LockKeyhole } from "lucide-react";
import { useTranslation } from "@/i18n/react";
import { openLogin, preloadAuthDialog } from "@/features/auth";
import { cn } from "@/lib/cn";

/**
 * What a signed-out visitor sees over a card: on hover, on keyboard focus, and for 2 s after a click
 * (`shown`). The layer lets clicks through to the card; only its log-in button takes them.
 */
export function GuestCardOverlay({ id, shown, onLogin }: { id: string; shown: boolean; onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "pointer-events-none absolute inset-0 z-20 flex flex-col items-center justify-center gap-2 bg-ink/85 p-6 text-center text-white",
        "transition-[opacity,visibility] duration-200 group-has-[:focus-visible]:visible group-has-[:focus-visible]:opacity-100 group-hover:visible group-hover:opacity-100",
        shown ? "visible opacity-100" : "invisible opacity-0",
      )}
    >
      <LockKeyhole className="size-7" aria-hidden="true" />
      <div id={id}>
        <p className="text-lg font-semibold">{t("recipes.card.loginTitle")}</p>
        <p className="text-sm">{t("recipes.card.loginText")}</p>
      </div>
      <button
        type="button"
        onClick={() => {
          onLogin();
          openLogin();
        }}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        className="pointer-events-auto mt-1 h-10 rounded-xl bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t("recipes.card.login")}
      </button>
    </div>
  );
}
