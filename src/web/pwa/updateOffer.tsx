import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * The place in the shell where a new version is offered. It stays empty (and costs the first
 * screen next to nothing) until the service worker's registration, loaded after the first screen
 * (registerWhenIdle.ts), finds a new version waiting and puts its prompt here.
 */
let prompt: ReactNode = null;
const listeners = new Set<() => void>();

/** Puts a prompt in the slot (null takes it away: a test's reset). */
export function showUpdatePrompt(next: ReactNode): void {
  prompt = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Renders the update prompt once there is one. The role=status wrapper is always there, so the
 * prompt is announced when it appears.
 */
export function UpdateOfferSlot() {
  const shown = useSyncExternalStore(subscribe, () => prompt);
  return <div role="status">{shown}</div>;
}
