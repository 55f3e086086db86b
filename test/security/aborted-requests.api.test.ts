import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../helpers/build-test-app";
import { logCapture } from "../helpers/log-capture";

/** Sends the head of a request with a body it never finishes, then hangs up. */
function abandonUpload(port: number, path: string) {
  return new Promise<void>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://localhost:5000\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":"a`,
      );
      setTimeout(() => {
        socket.destroy();
        resolve();
      }, 100);
    });
  });
}

/** Decision 0038: a client that goes away is not an outage, and must not be logged as one. */
describe("a client that aborts its request", () => {
  const capture = logCapture("debug");
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ logger: capture.logger });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("is logged at debug as an aborted request, never as the database being unavailable", async () => {
    await Promise.all(Array.from({ length: 20 }, () => abandonUpload(port, "/api/login")));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const warnings = capture.lines.filter((line) => Number(line.level) >= 40);
    expect(warnings.map((line) => line.msg)).not.toContain("database unavailable");
    expect(warnings).toEqual([]);
    expect(capture.lines.filter((line) => line.msg === "client aborted the request").length).toBeGreaterThan(0);
    // And the app keeps answering.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
