import type { QueryClient } from '@tanstack/react-query';
import { createLazyPart, type LazyPart } from '../lazyPart';
import type { Api } from './api';
import type { Outbox } from '../outbox/outboxRuntime';
import type { OfflineCache } from './offlineCache';

/** Server data as the signed-in screens use it (DESIGN §5): the query cache and the typed hooks. */
export interface ServerData {
  queryClient: QueryClient;
  api: Api;
  /**
   * The cache saved per user for offline reading (offlineCache.ts); the "auth" guard makes it the
   * signed-in user's before the loaders run. Absent where a test renders screens without it.
   */
  offlineCache?: OfflineCache;
  /** The changes that wait on this device to be sent (DESIGN §8); absent where a test has none. */
  outbox?: Outbox;
}

/**
 * Server data, loaded the first time a signed-in screen needs it: TanStack Query and the hooks
 * on the typed client are the signed-in screens' (the guard's `beforeLoad` waits for them), so
 * the sign-in screen does not carry them. Loaded once; `current()` is null until then.
 */
export type ServerDataLoader = LazyPart<ServerData>;

export const createServerDataLoader: (create: () => Promise<ServerData>) => ServerDataLoader = createLazyPart;
