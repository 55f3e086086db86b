import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { rootDir } from "./client-build";

/** A TCP port nothing listens on right now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type AppProcess = { url: string; port: number; child: ChildProcess; output: () => string };

/**
 * The real app as `npm start` runs it (`node --import tsx server/server.ts`, production) on a free
 * loopback port, with `env` on top of this process's; resolves once /api/health answers 200.
 * Used by the end-to-end setup, the reliability suite and the benches. With `logs: "inherit"` the
 * app logs to this terminal; otherwise the end of its log is kept to explain a failure.
 */
export async function startAppProcess(
  env: Record<string, string>,
  { logs = "keep", timeoutMs = 90_000, fileLimit }: { logs?: "keep" | "inherit"; timeoutMs?: number; fileLimit?: number } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = [process.execPath, "--import", "tsx", "server/server.ts"];
  // `fileLimit`: the process runs under that many file descriptors (ulimit -n), as a small server would.
  const [command, ...args] = fileLimit ? ["/bin/sh", "-c", `ulimit -n ${fileLimit} && exec "$@"`, "sh", ...node] : node;
  const child = spawn(command!, args, {
    cwd: rootDir,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", APP_URL: url, ...env, PORT: String(port) },
    stdio: ["ignore", logs === "inherit" ? "inherit" : "pipe", logs === "inherit" ? "inherit" : "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + timeoutMs;
  let health = "no answer";
  for (;;) {
    health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => String(response.status),
      (error: Error) => error.message,
    );
    if (health === "200") return { url, port, child, output: () => output };
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app did not become healthy (last: ${health}): ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
