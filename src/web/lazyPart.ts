/**
 * A part of the app loaded the first time something needs it (a chunk the first screen does not
 * carry): loaded once, and again after a failure (a chunk that failed offline is fetched on the
 * next try). `current()` is null until then.
 */
export interface LazyPart<T> {
  load: () => Promise<T>;
  current: () => T | null;
  /** Calls `listener` once the part is loaded; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createLazyPart<T>(create: () => Promise<T>): LazyPart<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= create().then(
        (part) => {
          loaded = part;
          listeners.forEach((listener) => listener());
          return part;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
