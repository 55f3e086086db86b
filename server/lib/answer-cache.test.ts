import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AnswerCache } from "./answer-cache";

const list = z.array(z.object({ id: z.number() }));

describe("AnswerCache", () => {
  it("computes an answer once and serves it until it expires", async () => {
    let now = 0;
    let calls = 0;
    const cache = new AnswerCache(1000, () => now);
    const produce = async () => [{ id: ++calls }];
    const first = await cache.get("all:en", list, produce);
    expect(first.body.toString()).toBe('[{"id":1}]');
    expect((await cache.get("all:en", list, produce)).etag).toBe(first.etag);
    now = 1001;
    expect((await cache.get("all:en", list, produce)).body.toString()).toBe('[{"id":2}]');
  });

  it("shares one computation between requests that miss together", async () => {
    let calls = 0;
    const cache = new AnswerCache(1000);
    const produce = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return [{ id: 1 }];
    };
    await Promise.all(Array.from({ length: 5 }, () => cache.get("all:en", list, produce)));
    expect(calls).toBe(1);
  });

  it("forgets entries by key prefix, and all of them without one", async () => {
    let calls = 0;
    const cache = new AnswerCache(60_000);
    const produce = async () => [{ id: ++calls }];
    await cache.get("popular:en", list, produce);
    await cache.get("quick:en", list, produce);
    cache.clear("popular:");
    expect((await cache.get("popular:en", list, produce)).body.toString()).toBe('[{"id":3}]');
    expect((await cache.get("quick:en", list, produce)).body.toString()).toBe('[{"id":2}]');
    cache.clear();
    expect((await cache.get("quick:en", list, produce)).body.toString()).toBe('[{"id":4}]');
  });

  it("keeps neither a failed computation nor an answer its schema refuses", async () => {
    const cache = new AnswerCache(60_000);
    await expect(cache.get("all:en", list, async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    await expect(cache.get("all:en", list, async () => [{ id: "one" }] as never)).rejects.toThrow();
    expect((await cache.get("all:en", list, async () => [{ id: 1 }])).body.toString()).toBe('[{"id":1}]');
  });
});
