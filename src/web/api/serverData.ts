import type { QueryClient } from '@tanstack/react-query';
import type { Api } from './api';

/** Server data as the signed-in screens use it (DESIGN §5): the query cache and the typed hooks. */
export interface ServerData {
  queryClient: QueryClient;
  api: Api;
}

/**
 * Server data, loaded the first time a signed-in screen needs it: TanStack Query and the hooks
 * on the typed client are the signed-in screens' (the guard's `beforeLoad` waits for them), so
 * the sign-in screen does not carry them. Loaded once; `current()` is null until then.
 */
export interface ServerDataLoader {
  load: () => Promise<ServerData>;
  current: () => ServerData | null;
  /** Calls `listener` once the data is loaded; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createServerDataLoader(create: () => Promise<ServerData>): ServerDataLoader {
  let loaded: ServerData | null = null;
  let loading: Promise<ServerData> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= create().then(
        (data) => {
          loaded = data;
          listeners.forEach((listener) => listener());
          return data;
        },
        (error: unknown) => {
          loading = null; // a chunk that failed offline is fetched again on the next try
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
