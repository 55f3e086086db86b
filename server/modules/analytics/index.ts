/** Clicks and shares the client reports, for the admin's statistics. */
export { default as analyticsRoutes } from "./routes";
