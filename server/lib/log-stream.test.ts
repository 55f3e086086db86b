import { PassThrough } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { logStream, readyField } from "./log-stream";

describe("the server's log lines", () => {
  it("read as lines at a terminal, 'Wasfa is ready at …' in bold green, nothing of JSON (issue 25.19)", async () => {
    const out = new PassThrough();
    const written: string[] = [];
    out.on("data", (chunk: Buffer) => written.push(chunk.toString()));
    const log = pino({ level: "info" }, logStream(true, out));
    log.info({ driver: "pglite" }, "database ready");
    log.info({ [readyField]: true }, "Wasfa is ready at http://localhost:5000");
    await new Promise((resolve) => setImmediate(resolve));
    const [database, ready] = written.join("").trimEnd().split("\n").filter((line) => !line.startsWith(" "));
    expect(database).toMatch(/^\S*\[\d\d:\d\d:\d\d\]\S* \S*INFO\S*: \S*database ready/);
    expect(ready).toContain("\x1b[1m\x1b[32m➜ Wasfa is ready at http://localhost:5000");
    expect(written.join("")).not.toContain("{\"level\"");
    expect(written.join("")).not.toContain(`${readyField}: true`);
  });
});
