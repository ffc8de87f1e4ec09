import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a computation runs before other requests (health, other users) get a turn. */
export const SLICE_MS = 10;

/** Rows a page at a time: from the database (an async generator) or in a test. */
export type Pages<T> = AsyncIterable<readonly T[]> | Iterable<readonly T[]>;

/** What a slice is timed by and how it gives way; tests pass their own. */
export interface Turns {
  now: () => number;
  giveWay: () => Promise<void>;
}

const realTurns: Turns = { now: () => performance.now(), giveWay: () => nextTurn() };

/**
 * Runs `work` on each row of each page in order, letting the event loop answer others whenever
 * SLICE_MS has passed: a long computation then delays every other request by about one slice,
 * not by all of it. One clock runs across pages, reading them included: with SQLite a page comes
 * without a turn of the loop, and many pages each shorter than a slice would otherwise hold the
 * loop for the whole run. For work that reads many rows a user holds ("What can I cook?").
 */
export async function eachInSlices<T>(pages: Pages<T>, work: (row: T) => void, turns: Turns = realTurns): Promise<void> {
  let sliceStarted = turns.now();
  for await (const page of pages) {
    for (const row of page) {
      work(row);
      if (turns.now() - sliceStarted >= SLICE_MS) {
        await turns.giveWay();
        sliceStarted = turns.now();
      }
    }
  }
}

/** Lets the event loop answer others before going on (between pages read from the database). */
export function yieldTurn(): Promise<void> {
  return nextTurn();
}
