/** Everything under /api/admin, behind one guard (decision 0026). */
export { default as adminRoutes } from "./routes";
