import { offlineRecheckIntervalMs } from './connectivity';

export interface ConnectivityState {
  isOnline: boolean;
  isChecking: boolean;
}

export interface ConnectivityMonitorDeps {
  check: () => Promise<boolean>;
  /** Where `online`/`offline` events arrive; the window in the app. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (id: never) => void;
}

/**
 * Decides when to check connectivity: on start, on the browser's `online`/`offline` events
 * (hints only: `navigator.onLine` is true on a LAN without internet, so each event triggers a
 * real check), and every 30 s while offline. Optimistic until a check says otherwise, so the
 * banner does not flash on start. Framework-free and time-injected, for tests.
 */
export function createConnectivityMonitor(deps: ConnectivityMonitorDeps, onChange: (state: ConnectivityState) => void) {
  let state: ConnectivityState = { isOnline: true, isChecking: false };
  let interval: unknown = undefined;
  // Each check gets a number; an answer to an older one (slow, superseded) is dropped.
  let latest = 0;
  let stopped = false;

  const set = (next: ConnectivityState) => {
    if (next.isOnline === state.isOnline && next.isChecking === state.isChecking) return;
    state = next;
    onChange(state);
  };

  const schedule = () => {
    if (!state.isOnline && interval === undefined) {
      interval = deps.setInterval(() => void run(), offlineRecheckIntervalMs);
    } else if (state.isOnline && interval !== undefined) {
      deps.clearInterval(interval as never);
      interval = undefined;
    }
  };

  const run = async () => {
    const id = ++latest;
    set({ ...state, isChecking: true });
    const isOnline = await deps.check();
    if (stopped || id !== latest) return;
    set({ isOnline, isChecking: false });
    schedule();
  };

  const onEvent = () => void run();

  return {
    getState: () => state,
    start() {
      deps.events.addEventListener('online', onEvent);
      deps.events.addEventListener('offline', onEvent);
      void run();
    },
    /** The banner's "Try again". */
    retry: () => run(),
    stop() {
      stopped = true;
      deps.events.removeEventListener('online', onEvent);
      deps.events.removeEventListener('offline', onEvent);
      if (interval !== undefined) deps.clearInterval(interval as never);
      interval = undefined;
    },
  };
}

export type ConnectivityMonitor = ReturnType<typeof createConnectivityMonitor>;
