/** The owner's installable app: its service worker and manifest (decision 0057). */
export { appWorkerRoutes } from "./routes";
