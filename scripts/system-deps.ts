import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromiumPath } from "./chromium";
import { postgresBinDir } from "./postgres-cluster";

/**
 * The tests need Debian's Chromium and PostgreSQL server binaries. On a fresh machine (as root)
 * this installs them with apt-get; elsewhere it says what to install.
 */
export function ensureSystemDeps() {
  const missing = [
    !existsSync(chromiumPath) && "chromium",
    !postgresBinDir() && "postgresql",
  ].filter((name): name is string => Boolean(name));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing system packages for the tests: ${missing.join(", ")}. Install them with: sudo apt-get install -y ${missing.join(" ")}`);
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { stdio: "inherit", env });
}
