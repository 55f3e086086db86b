import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyUpdate, dismissUpdate, subscribeToUpdate, waitingUpdate } from "./app-update";
import { keepServerReadings, watchForUpdates } from "./app-worker";

/** A service worker as the page sees it: a state, its changes, and the messages posted to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

const asRegistration = (registration: FakeRegistration) => registration as unknown as ServiceWorkerRegistration;

describe("a new version of the app", () => {
  let container: EventTarget & { controller: object | null };
  beforeEach(() => {
    container = Object.assign(new EventTarget(), { controller: {} as object | null });
    vi.stubGlobal("navigator", { serviceWorker: container });
    vi.stubGlobal("location", { reload: vi.fn() });
  });
  afterEach(() => {
    dismissUpdate();
    vi.unstubAllGlobals();
  });

  it("is offered once it has installed while an older version runs the page", () => {
    const changes = vi.fn();
    const unsubscribe = subscribeToUpdate(changes);
    const registration = new FakeRegistration();
    watchForUpdates(asRegistration(registration));
    const next = new FakeWorker();
    registration.found(next);
    expect(waitingUpdate()).toBeNull();
    next.become("installed");
    expect(waitingUpdate()).toBe(next);
    expect(changes).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("is offered at once when it was already waiting from an earlier visit", () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    watchForUpdates(asRegistration(registration));
    expect(waitingUpdate()).toBe(registration.waiting);
  });

  it("is not offered on the first install, when no version ran the page before", () => {
    container.controller = null;
    const registration = new FakeRegistration();
    watchForUpdates(asRegistration(registration));
    const first = new FakeWorker();
    registration.found(first);
    first.become("installed");
    expect(waitingUpdate()).toBeNull();
  });

  it("takes over when the owner says Update, and the page reloads into it; Later puts the offer away", () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    watchForUpdates(asRegistration(registration));
    applyUpdate();
    expect(registration.waiting.posted).toEqual([{ type: "update" }]);
    expect(location.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(location.reload).toHaveBeenCalledTimes(1);

    dismissUpdate();
    expect(waitingUpdate()).toBeNull();
  });
});

describe("the readings a server-rendered page came with", () => {
  const reading = (url: string, data: unknown) => ({ queryKey: [url], queryHash: JSON.stringify([url]), state: { status: "success", data } });
  let kept: Map<string, unknown>;
  beforeEach(() => {
    kept = new Map();
    const cache = { put: async (url: string, response: Response) => void kept.set(url, await response.json()) };
    vi.stubGlobal("caches", { open: async () => cache });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("are kept for offline use: her account and the recipe, not what the worker never keeps", async () => {
    const recipe = { id: 7, title: "Machboos" };
    await keepServerReadings({ mutations: [], queries: [reading("/api/account", { id: 1 }), reading("/api/recipes/7", recipe), reading("/api/menu", {})] } as never);
    expect(Object.fromEntries(kept)).toEqual({ "/api/account": { id: 1 }, "/api/recipes/7": recipe });
  });

  it("keep nothing of an account on a guest's page, where the account read as signed out", async () => {
    await keepServerReadings({ mutations: [], queries: [reading("/api/account", null), reading("/api/recipes", [])] } as never);
    expect([...kept.keys()]).toEqual(["/api/recipes"]);
  });
});
