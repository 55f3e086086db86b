import { Outlet, useLocation } from "react-router";
import { PageErrorBoundary } from "./page-error-boundary";
import { useTranslation } from "@/i18n/react";
import { ToasterSlot } from "@/components/ui/toaster-slot";
import { cn } from "@/lib/cn";
import { AuthDialogSlot } from "@/features/auth";
import { HelperWelcomeSlot } from "@/features/sharing/components/helper-welcome-slot";
import { useCanceledNotice } from "@/features/subscription";
import { Header } from "./header";
import { Footer } from "./footer";
import { BottomBar } from "./bottom-bar";
import { ScrollToTop } from "./scroll-to-top";
import { UpdatePromptSlot } from "./update-prompt-slot";

export function RootLayout() {
  const { t } = useTranslation();
  const { pathname, key } = useLocation();
  // React Router's key for the history entry the visit began on (and the server renders).
  const changedPage = key !== "default";
  useCanceledNotice();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[200] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t("nav.skipToContent")}
      </a>
      <Header />
      {/* Keyed by path: each page change replays a short entrance (SPEC: page changes animate). Not the page the
          visit opens on, which the server has already painted: fading it in would only hide it a while longer.
          At least a screen tall, so the footer starts below the fold and never jumps as a page's content arrives. */}
      <main id="main" key={pathname} className={cn("min-h-dvh flex-1", changedPage && "animate-page-in")}>
        {/* Decision 0057: a page that cannot load its code or draw shows why here; keyed by path, the next starts afresh. */}
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
      <BottomBar />
      <ToasterSlot />
      <AuthDialogSlot />
      <HelperWelcomeSlot />
      <ScrollToTop />
      <UpdatePromptSlot />
    </div>
  );
}
