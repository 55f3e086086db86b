import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { DehydratedState } from "@tanstack/react-query";
import { serverStateId, type ServerState } from "@common/server-render";
import { initI18n } from "./i18n/setup";
import { App } from "./app/app";
import { loadPageCode } from "./app/router";
import { keepTimeZone, setDrawnDay } from "./lib/owner-day";

/*
 * The app itself: started by ./main.tsx once the server's page has painted. Takes the server's HTML over
 * (hydration), or draws the page where the server did not render it.
 */

/** The data the server rendered this page with, when it did (decision 0055). */
function serverState(): ServerState<DehydratedState> | undefined {
  const block = document.getElementById(serverStateId);
  return block?.textContent ? (JSON.parse(block.textContent) as ServerState<DehydratedState>) : undefined;
}

const rendered = serverState();
const root = document.getElementById("root")!;
// The next page the server draws is drawn for this device's day (decision 0088); this one for the day it was drawn.
keepTimeZone();
setDrawnDay(rendered?.ownerDay);
// The language (and its direction) is settled before React first draws, so Arabic never flashes as English.
// The page's own code is there too, so the server's HTML is taken over as it is.
const [i18n] = await Promise.all([initI18n(), rendered && loadPageCode(location.pathname)]);

if (rendered && rendered.language === i18n.language) {
  // As a transition, React takes the page over in slices and lets the browser paint and answer taps between
  // them, instead of in one long task (the page is already on screen; a tap on a part not yet taken over is
  // replayed once it is).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App serverState={rendered.queries} />
      </StrictMode>,
    );
  });
} else {
  // Not rendered on the server, or in another language than this browser keeps (a choice made before the
  // cookie existed): drawn here, as before.
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The installable app's worker (decision 0057), once the page has loaded: its code is not part of the first load.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const start = () => void import("./lib/app-worker").then((worker) => worker.startAppWorker(rendered?.queries));
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
