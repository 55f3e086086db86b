import { readFileSync } from "node:fs";
import fp from "fastify-plugin";
import type { Config } from "../config";

/**
 * The file descriptors this process may open (Linux: /proc/self/limits), or undefined elsewhere.
 * Connections beyond it would fail at accept() and starve every other client (issue 13.2).
 */
export function openFileLimit(): number | undefined {
  try {
    const line = readFileSync("/proc/self/limits", "utf8").match(/^Max open files\s+(\d+)/m);
    return line ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Room kept for what is not a client: database connections, static files, logs. */
const reservedDescriptors = 256;

/**
 * Caps connections per instance, below the descriptor limit so the process can always accept, and
 * per client address, so one slow or greedy client cannot hold them all. Behind a proxy every client
 * shares the proxy's address: there the per-address cap is off and the proxy does that job (README).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { maxConnections, connectionsPerAddress } = config.server;
    const fileLimit = openFileLimit();
    app.server.maxConnections =
      maxConnections ?? (fileLimit ? Math.max(64, fileLimit - reservedDescriptors) : 10_000);

    if (connectionsPerAddress <= 0) return;
    const open = new Map<string, number>();
    app.server.on("connection", (socket) => {
      const address = socket.remoteAddress ?? "unknown";
      const count = (open.get(address) ?? 0) + 1;
      if (count > connectionsPerAddress) {
        socket.destroy();
        return;
      }
      open.set(address, count);
      socket.once("close", () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left <= 0) open.delete(address);
        else open.set(address, left);
      });
    });
  },
  { name: "connection-guard" },
);
