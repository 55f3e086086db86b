import { arabicMessages } from "@common/messages-ar";
import type { Catalogue } from "./i18n";
import app from "./ar.json";

/**
 * Every Arabic text of the interface, loaded as one chunk when Arabic is chosen: the app's catalogue, each
 * feature's (features/<name>/i18n/ar.json) and the server's messages. One dynamic import in the first load
 * instead of one per catalogue, and one request instead of several.
 */
export const arabic = {
  app: app as Catalogue,
  features: import.meta.glob<Catalogue>("../features/*/i18n/ar.json", { eager: true, import: "default" }),
  errors: arabicMessages as Catalogue,
};
