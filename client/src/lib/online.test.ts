import { describe, expect, it } from "vitest";
import { appWorkerSettings } from "@common/app-worker";
import { noteAnswer, noteFailure, serverReachable } from "./online";

const answer = (headers: Record<string, string> = {}) => new Response("{}", { status: 200, headers });

describe("whether the app reaches the server", () => {
  it("is not reached when a call fails for want of a network, or the app's worker answers from what it kept", () => {
    noteAnswer(answer());
    expect(serverReachable()).toBe(true);
    noteFailure(new TypeError("Failed to fetch"));
    expect(serverReachable()).toBe(false);
    noteAnswer(answer());
    expect(serverReachable()).toBe(true);
    noteAnswer(answer({ [appWorkerSettings.keptHeader]: "1" }));
    expect(serverReachable()).toBe(false);
  });

  it("is reached again with the server's next answer, an error status included", () => {
    noteFailure(new TypeError("Failed to fetch"));
    noteAnswer(new Response("{}", { status: 503 }));
    expect(serverReachable()).toBe(true);
  });

  it("learns nothing from a call the page gave up on itself", () => {
    noteAnswer(answer());
    noteFailure(new DOMException("The user aborted a request.", "AbortError"));
    expect(serverReachable()).toBe(true);
  });
});
