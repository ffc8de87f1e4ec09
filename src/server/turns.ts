import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a computation runs before other requests (health, other users) get a turn. */
export const SLICE_MS = 10;

/**
 * Runs `work` on each item in order, letting the event loop answer others whenever a slice has
 * run SLICE_MS: a long computation then delays every other request by about one slice, not by
 * all of it. For work that reads many rows a user holds ("What can I cook?").
 */
export async function eachInSlices<T>(items: Iterable<T>, work: (item: T) => void): Promise<void> {
  let sliceStarted = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}

/** Lets the event loop answer others before going on (between pages read from the database). */
export function yieldTurn(): Promise<void> {
  return nextTurn();
}
