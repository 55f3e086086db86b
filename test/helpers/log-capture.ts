import { Writable } from "node:stream";

/** A pino destination that keeps every line the app logs, parsed, for tests that read the log. */
export function logCapture(level = "debug") {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: { level, stream }, lines, text: () => lines.map((line) => JSON.stringify(line)).join("\n") };
}
