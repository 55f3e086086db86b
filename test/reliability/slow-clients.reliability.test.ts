import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabaseUrl } from "./support/database";
import { startInstance, type Instance } from "./support/instance";

const attackers = 2000;
/** The instance runs with as many descriptors as a small server might: fewer than the attack's connections. */
const fileLimit = 1024;
const requestTimeoutMs = 5000;

/**
 * A slowloris client: the whole head of an upload, then one byte of its 100 KB body every 15 s.
 * Resolves, when the server closes the connection, with how long it was held open (0: never accepted).
 */
function slowClient(port: number, sockets: Socket[], localAddress = "127.0.0.1") {
  return new Promise<number>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    sockets.push(socket);
    let drip: NodeJS.Timeout | undefined;
    let connectedAt = 0;
    socket.on("connect", () => {
      connectedAt = performance.now();
      socket.write("POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{");
      drip = setInterval(() => socket.write("a"), 15_000);
    });
    // Read what the server says (its 408), so its closing the connection is seen at once.
    socket.resume();
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      resolve(connectedAt ? performance.now() - connectedAt : 0);
    });
  });
}

/**
 * GET /api/health from another network (127.0.1.2: Linux routes all of 127.0.0.0/8 to the loopback), as another
 * household would; its time in ms, or Infinity.
 */
function healthFromElsewhere(port: number, timeoutMs = 2000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/api/health", localAddress: "127.0.1.2", agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200 ? performance.now() - started : Infinity));
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(Infinity));
    req.end();
  });
}

/** Decision 0043: thousands of clients trickling request bodies must not starve everyone else. */
describe("slow clients", () => {
  let app: Instance;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    app = await startInstance({
      databaseUrl: await freshDatabaseUrl(),
      fileLimit,
      env: { REQUEST_TIMEOUT_MS: String(requestTimeoutMs), HEADERS_TIMEOUT_MS: "3000" },
    });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await app?.stop();
  });

  it(`keeps answering another client in time while ${attackers} slow clients trickle uploads, and cuts them off`, async () => {
    const outcomes = Array.from({ length: attackers }, () => slowClient(app.port, sockets));
    const times: number[] = [];
    // Health from elsewhere, every half second for twice the request timeout.
    for (let i = 0; i < (2 * requestTimeoutMs) / 500; i++) {
      times.push(await healthFromElsewhere(app.port));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(times.filter((ms) => ms > 2000), `health times: ${times.map(Math.round).join(", ")}`).toEqual([]);

    // No slow client outlives the request timeout (plus Node's 2 s check): none holds a descriptor for ever.
    // (A connect the kernel's backlog held back is accepted late, so each is timed from its own connect.)
    const heldMs = await Promise.race([
      Promise.all(outcomes),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 60_000)),
    ]);
    expect(heldMs, "every slow connection was closed by the server").toBeDefined();
    const long = heldMs!.filter((ms) => ms > requestTimeoutMs + 4000).map(Math.round);
    expect(long, `held longer than ${requestTimeoutMs + 4000} ms`).toEqual([]);
    expect(app.running()).toBe(true);
    expect(await healthFromElsewhere(app.port)).toBeLessThan(2000);
  });
});

/**
 * Decision 0061: the per-address cap (256) let four addresses × 250 trickling uploads fill the 768 connections a
 * 1,024-descriptor instance takes; everyone else was reset until the request timeout freed them, and the
 * attacker connected again. Connections are capped per network too (IPv4 /24): four addresses of 127.0.0.0/24
 * share one allowance, and a household of another network is served all along.
 */
describe("slow clients from several addresses of one network", () => {
  let app: Instance;
  const sockets: Socket[] = [];
  let attacking = true;

  beforeAll(async () => {
    app = await startInstance({
      databaseUrl: await freshDatabaseUrl(),
      fileLimit,
      env: { REQUEST_TIMEOUT_MS: String(requestTimeoutMs), HEADERS_TIMEOUT_MS: "3000", LOG_LEVEL: "info" },
    });
  });
  afterAll(async () => {
    attacking = false;
    for (const socket of sockets) socket.destroy();
    await app?.stop();
  });

  /** One of the attacker's slots: a slow upload from `address`, begun again (after 100 ms) each time it is cut. */
  async function keepTrickling(address: string) {
    while (attacking) {
      await slowClient(app.port, sockets, address);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it("keeps answering a client of another network in time while 4 addresses of one /24 trickle 250 uploads each, again as they are cut", async () => {
    // The start-up log says the descriptors and the caps (logs are written in batches: wait for it).
    await expect.poll(app.output, { timeout: 5000 }).toMatch(/"maxConnections":768,"connectionsPerAddress":256,"connectionsPerNetwork":512,"fileLimit":1024/);
    const attack = ["127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4"].flatMap((address) => Array.from({ length: 250 }, () => keepTrickling(address)));
    const times: number[] = [];
    // Health from another network, every half second for twice the request timeout (so across a round of reconnects).
    for (let i = 0; i < (2 * requestTimeoutMs) / 500; i++) {
      times.push(await healthFromElsewhere(app.port));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    attacking = false;
    for (const socket of sockets) socket.destroy();
    await Promise.all(attack);
    expect(times.filter((ms) => ms > 2000), `health times: ${times.map(Math.round).join(", ")}`).toEqual([]);
    expect(app.running()).toBe(true);
  });
});
