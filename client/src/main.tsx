import "./index.css";

/*
 * The entry index.html loads: the stylesheet, and the app once the page has painted (decision 0058). The
 * server sends each page's content in its HTML; were the app's scripts named there, a phone would fetch
 * them beside the stylesheet, and run them before it first paints, so the content would wait for the
 * JavaScript it does not need. Started one frame after the first paint, the app's scripts (asked for
 * together: Vite preloads a dynamic import's chunks at once) load while the page is already read.
 * A page opened in the background has no frames to wait for: it starts at once.
 */
const start = () => void import("./start-app");
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start, 0));
else start();
