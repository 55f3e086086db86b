import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { initI18n } from "./i18n/setup";
import { App } from "./app/app";
import "./index.css";

// The language (and its direction) is settled before the first paint, so Arabic never flashes as English.
await initI18n();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
