/**
 * `npm start`: builds the client when it is missing or stale, then serves the whole app
 * (migrations and the catalogue are applied by the server at start-up).
 */
import { ensureClientBuild } from "./client-build";

ensureClientBuild();
const { main } = await import("../server/main");
await main();
