import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyUpdate, dismissUpdate, subscribeToUpdate, waitingUpdate } from "./app-update";
import { watchForUpdates } from "./app-worker";

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
