import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, chmodSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./app-process";

/** Where Debian puts PostgreSQL's server binaries; the newest installed major wins. */
export function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] && path.join(base, majors[0], "bin");
}


/** What it takes to stop and start a running cluster again, from another process (plain data). */
export type ClusterHandle = { bin: string; dir: string; dataDir: string; options: string };

export type PostgresCluster = {
  url: (database: string) => string;
  port: number;
  stop: () => void;
  /** Stops the server (fast shutdown: clients are disconnected), keeping its data and port. */
  pause: () => Promise<void>;
  /** Starts the paused server again on the same data and port; resolves once it accepts connections. */
  resume: () => Promise<void>;
  handle: ClusterHandle;
};

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` system user. */
function asOwner(command: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [command, args];
  return ["su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map(quote).join(" ")]];
}

function runAsOwner(command: string, args: string[]) {
  const result = spawnSync(...asOwner(command, args), { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
}

/** Like runAsOwner, without blocking the caller's event loop (tests keep load running meanwhile). */
function runAsOwnerAsync(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    execFile(...asOwner(command, args), (error, stdout, stderr) =>
      error ? reject(new Error(`${path.basename(command)} failed: ${stderr || stdout || error.message}`)) : resolve(),
    );
  });
}

/** pause() and resume() of a cluster started elsewhere (a test worker gets the handle from the global setup). */
export function clusterControl(handle: ClusterHandle): Pick<PostgresCluster, "pause" | "resume"> {
  const pgCtl = path.join(handle.bin, "pg_ctl");
  return {
    pause: () => runAsOwnerAsync(pgCtl, ["-D", handle.dataDir, "-m", "fast", "-w", "stop"]),
    resume: () =>
      runAsOwnerAsync(pgCtl, ["-D", handle.dataDir, "-o", handle.options, "-l", path.join(handle.dir, "log"), "-w", "start"]),
  };
}

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port, with trust auth, in a temp folder.
 * initdb refuses to run as root, so as root the server runs as the `postgres` system user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-pg-"));
  if (process.getuid?.() === 0) {
    chmodSync(dir, 0o777);
  }
  const dataDir = path.join(dir, "data");
  runAsOwner(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  runAsOwner(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const handle: ClusterHandle = { bin, dir, dataDir, options };
  return {
    ...clusterControl(handle),
    handle,
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        runAsOwner(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
