import { Component, Suspense, type ReactNode } from "react";
import { deferred } from "@/lib/deferred";

/** Loaded only when a page fails (the app's worker keeps it on the phone, so it loads offline too). */
const pageFailed = deferred(() => import("./page-failed"));

/**
 * Around the page in the layout (decision 0057): a page whose code does not load (no network and not kept, or a file of an older
 * build gone after an update) or that fails to draw shows why, in the layout, instead of leaving the whole app
 * blank. The layout keys its page by its path, so the next page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <pageFailed.Component />
      </Suspense>
    );
  }
}
