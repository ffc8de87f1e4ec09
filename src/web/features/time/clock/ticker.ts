import { useSyncExternalStore } from 'react';

/** Spec §9: tracked-time clocks tick every 1000 ms. */
export const tickMs = 1000;

type Listener = () => void;

/**
 * One shared ticker for every clock on the page (DESIGN §5): a tiny external store whose value
 * is "now" in epoch milliseconds. A single interval runs only while at least one clock listens,
 * so a page without clocks costs nothing and ten clocks cost one timer and one React commit a tick.
 */
export interface Ticker {
  subscribe: (listener: Listener) => () => void;
  /** Now as of the last tick; stable between ticks (useSyncExternalStore needs that). */
  getSnapshot: () => number;
  /** How many clocks listen (tests). */
  listenerCount: () => number;
}

export function createTicker(now: () => number = () => Date.now(), interval = tickMs): Ticker {
  const listeners = new Set<Listener>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let current = now();

  const tick = () => {
    current = now();
    listeners.forEach((listener) => listener());
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) {
        // The first clock after a quiet spell starts from the real now, not the last tick's.
        current = now();
        timer = setInterval(tick, interval);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot() {
      // Unwatched, "now" moves only by whole ticks, so two reads in one render agree.
      if (listeners.size === 0) {
        const time = now();
        if (time < current || time - current >= interval) current = time;
      }
      return current;
    },
    listenerCount: () => listeners.size,
  };
}

/** The app's one ticker. */
export const sharedTicker = createTicker();

/**
 * Now, re-rendered every tick: only clock components call this, so a tick re-renders the clocks
 * and nothing around them.
 */
export function useNow(ticker: Ticker = sharedTicker): number {
  return useSyncExternalStore(ticker.subscribe, ticker.getSnapshot, ticker.getSnapshot);
}
