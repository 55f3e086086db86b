import { Outlet, useLocation } from "react-router";
import { useTranslation } from "@/i18n/react";
import { ToasterSlot } from "@/components/ui/toaster-slot";
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
  const { pathname } = useLocation();
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
      {/* Keyed by path: each page change replays a short entrance (SPEC: page changes animate).
          At least a screen tall, so the footer starts below the fold and never jumps as a page's content arrives. */}
      <main id="main" key={pathname} className="min-h-dvh flex-1 animate-page-in">
        <Outlet />
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
