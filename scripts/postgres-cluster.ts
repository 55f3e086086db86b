import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, chmodSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/** Where Debian puts PostgreSQL's server binaries; the newest installed major wins. */
export function postgresBinDir(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, "bin/initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] && path.join(base, majors[0], "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export type PostgresCluster = { url: (database: string) => string; port: number; stop: () => void };

/**
 * Starts a throwaway PostgreSQL cluster on a free loopback port, with trust auth, in a temp folder.
 * initdb refuses to run as root, so as root the server runs as the `postgres` system user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "wasfa-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].map(quote).join(" ")], { encoding: "utf8" })
      : spawnSync(command, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  };
  const dataDir = path.join(dir, "data");
  run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  return {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
