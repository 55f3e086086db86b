import type { App } from "../../server/app";

/**
 * Every route the app registered, read from Fastify's own route tree (printRoutes), so a test
 * that walks them cannot miss a route someone adds later.
 */
export function registeredRoutes(app: App): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const marker = line.search(/[├└]── /);
    if (marker < 0) continue;
    const depth = Math.round(marker / 4);
    const rest = line.slice(marker + 4);
    const [segment = "", methods] = rest.split(" (");
    stack.length = depth;
    stack[depth] = segment.trim();
    if (!methods) continue;
    const url = stack.join("");
    for (const method of methods.replace(")", "").split(", ")) if (method !== "HEAD") routes.push({ method, url });
  }
  return routes;
}
