import fp from "fastify-plugin";
import type { Config } from "../config";
import { openFileLimits } from "../lib/file-limit";
import { networkOf } from "../lib/network-of";

/** Room kept for what is not a client: database connections, static files, logs. */
const reservedDescriptors = 256;

/**
 * Connections per instance when MAX_CONNECTIONS does not say: below the descriptor limit, so the process can
 * always accept (connections beyond it would fail at accept() and starve every other client, decision 0043).
 */
export function defaultMaxConnections(): number {
  const soft = openFileLimits()?.soft;
  return soft ? Math.max(64, Math.min(soft, 1_000_000) - reservedDescriptors) : 10_000;
}

/** Counts open connections by a key, up to a cap; a connection over the cap is not counted (it is closed). */
function counter(cap: number) {
  const open = new Map<string, number>();
  return {
    take(key: string): boolean {
      const count = (open.get(key) ?? 0) + 1;
      if (count > cap) return false;
      open.set(key, count);
      return true;
    },
    release(key: string) {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    },
  };
}

/**
 * Caps connections per instance, below the descriptor limit; per client address, so one slow or greedy
 * client cannot hold them all; and per network (IPv4 /24, IPv6 /64), so neither can a few neighbouring
 * addresses of one attacker (decision 0061: four addresses × 250 trickling uploads filled the 768 slots a
 * 1,024-descriptor limit leaves). Behind a proxy every client shares the proxy's address: there both caps are
 * off and the proxy does that job (README).
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { maxConnections, connectionsPerAddress, connectionsPerNetwork } = config.server;
    app.server.maxConnections = maxConnections ?? defaultMaxConnections();

    const caps = [
      ...(connectionsPerAddress > 0 ? [{ keyOf: (address: string | undefined) => address ?? "unknown", count: counter(connectionsPerAddress) }] : []),
      ...(connectionsPerNetwork > 0 ? [{ keyOf: networkOf, count: counter(connectionsPerNetwork) }] : []),
    ];
    if (caps.length === 0) return;
    app.server.on("connection", (socket) => {
      const keys = caps.map(({ keyOf }) => keyOf(socket.remoteAddress));
      const taken = caps.findIndex(({ count }, i) => !count.take(keys[i]!));
      if (taken !== -1) {
        for (let i = 0; i < taken; i++) caps[i]!.count.release(keys[i]!);
        socket.destroy();
        return;
      }
      socket.once("close", () => caps.forEach(({ count }, i) => count.release(keys[i]!)));
    });
  },
  { name: "connection-guard" },
);
