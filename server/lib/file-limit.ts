import { readFileSync } from "node:fs";

export type FileLimits = { soft: number; hard: number | "unlimited" };

/**
 * The file descriptors this process may open, soft and hard (Linux: /proc/self/limits), or undefined elsewhere.
 * Node raises its soft limit to the hard one as it starts (where the system allows), so the soft limit read
 * here is the hard one unless that was refused; the hard limit is the system's to raise (LimitNOFILE, README).
 */
export function openFileLimits(): FileLimits | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(readFileSync("/proc/self/limits", "utf8"));
    if (!line) return undefined;
    const soft = line[1] === "unlimited" ? Number.MAX_SAFE_INTEGER : Number(line[1]);
    return { soft, hard: line[2] === "unlimited" ? "unlimited" : Number(line[2]) };
  } catch {
    return undefined;
  }
}
