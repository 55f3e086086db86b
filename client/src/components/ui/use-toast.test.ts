import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast, toastRemoveDelayMs, toastsSnapshot } from "./use-toast";

describe("the toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it("keeps one toast at a time, the newest", () => {
    toast({ title: "First" });
    toast({ title: "Second" });
    expect(toastsSnapshot().map((t) => t.title)).toEqual(["Second"]);
  });

  it("removes a dismissed toast 1000 ms later, not before", () => {
    const { id } = toast({ title: "Saved" });
    dismissToast(id);
    expect(toastsSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(toastRemoveDelayMs - 1);
    expect(toastsSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastsSnapshot()).toEqual([]);
  });

  it("updates a toast in place", () => {
    const handle = toast({ title: "Sending…" });
    handle.update({ title: "Sent" });
    expect(toastsSnapshot()[0]?.title).toBe("Sent");
  });
});
