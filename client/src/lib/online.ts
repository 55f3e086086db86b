import { useSyncExternalStore } from "react";
import { appWorkerSettings } from "@common/app-worker";

/*
 * Whether the app can reach the server (decision 0057). The phone's own word (navigator.onLine, its online and
 * offline events) is not enough: a phone on a network that carries nothing ("lie-fi") says it is online. So the
 * app's own calls count too: one that fails for want of a network, or that the app's worker answered from what it
 * kept (it marks those, and the pages it serves from the phone), means offline; an answer from the server means
 * online again.
 */

/** A page the app's worker served from the phone for want of a network says so on <html> (service-worker.js). */
let unreachable = typeof document !== "undefined" && document.documentElement.hasAttribute("data-offline");
const listeners = new Set<() => void>();

function setUnreachable(value: boolean) {
  if (unreachable === value) return;
  unreachable = value;
  listeners.forEach((listener) => listener());
}

/** Whether the app's last call reached the server (the phone's own word aside). */
export const serverReachable = () => !unreachable;

/** Reads what one call says about the network: its answer (from the server, or kept), or its failure. */
export const noteAnswer = (response: Response) => setUnreachable(response.headers.get(appWorkerSettings.keptHeader) === "1");

// A call the page gave up on (it left, a newer search) says nothing about the network.
export const noteFailure = (error: unknown) => setUnreachable(unreachable || !(error instanceof DOMException && error.name === "AbortError"));

/** The phone's own word too: back online, its calls are worth trying again. */
function subscribe(onChange: () => void) {
  const change = (event: Event) => {
    if (event.type === "online") unreachable = false;
    onChange();
  };
  listeners.add(onChange);
  for (const type of ["online", "offline"]) window.addEventListener(type, change);
  return () => {
    listeners.delete(onChange);
    for (const type of ["online", "offline"]) window.removeEventListener(type, change);
  };
}

/**
 * Whether the app is online: the header's notice and the pages' "not saved on this phone" follow it. The server,
 * and the browser while it takes the server's page over, read online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
}
