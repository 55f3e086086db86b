import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openFileLimits } from "./file-limit";

const linux = existsSync("/proc/self/limits");

describe("openFileLimits", () => {
  it.runIf(linux)("reads this process's soft and hard limits", () => {
    const limits = openFileLimits();
    expect(limits?.soft).toBeGreaterThan(0);
    expect(limits!.hard === "unlimited" || limits!.hard >= limits!.soft).toBe(true);
  });

  // Decision 0061 relies on it: nothing of ours raises the limit, Node does as it starts (where the system allows).
  it.runIf(linux)("is at the hard limit in a Node process started with a lower soft one", () => {
    const script = `const [, soft, hard] = require("fs").readFileSync("/proc/self/limits", "utf8").match(/^Max open files\\s+(\\S+)\\s+(\\S+)/m); console.log(soft, hard)`;
    const hard = execFileSync("/bin/sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).trim();
    const [soft, seenHard] = execFileSync("/bin/sh", ["-c", 'ulimit -S -n 256 && exec "$@"', "sh", process.execPath, "-e", script], { encoding: "utf8" }).trim().split(" ");
    expect(seenHard).toBe(hard);
    // With no hard limit, Node takes the most the kernel allows.
    if (hard === "unlimited") expect(Number(soft)).toBeGreaterThan(256);
    else expect(soft).toBe(hard);
  });
});
