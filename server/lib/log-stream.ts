import pino from "pino";
import pretty from "pino-pretty";

/** A log line's field that marks the one line a person starting the app looks for. */
export const readyField = "ready";

/**
 * Where the server's logs go. A person at a terminal (`npm start` by hand) reads lines ("16:37:02 INFO:
 * database ready"), with "Wasfa is ready at …" in bold green; anything else (a service manager, a file, a log
 * collector) gets one JSON object a line, in batches of 4 KB or every half second, not one write per line: the access
 * line of every request was a fifth of a cached answer's cost. What is left is written at exit.
 */
export function logStream(terminal = process.stdout.isTTY === true, terminalOut?: NodeJS.WritableStream): pino.DestinationStream {
  if (terminal) {
    return pretty({
      destination: terminalOut ?? 1,
      colorize: true,
      sync: true,
      translateTime: "SYS:HH:MM:ss",
      ignore: `pid,hostname,reqId,${readyField}`,
      messageFormat: (log, messageKey, _level, { colors }) => {
        const message = String(log[messageKey] ?? "");
        return log[readyField] ? colors.bold(colors.green(`➜ ${message}`)) : message;
      },
    });
  }
  const logs = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => logs.flush(), 500).unref();
  process.once("exit", () => {
    try {
      logs.flushSync();
    } catch {
      // A write already under way: it completes on its own.
    }
  });
  return logs;
}
