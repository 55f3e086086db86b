/** Whether the app and its database answer. */
export { default as healthRoutes } from "./routes";
