import type { QueryClient } from '@tanstack/react-query';
import type { Api } from '../api/api';

/** What the guards ask of the session: the auth runtime's machines in the app (see sessionGuard.ts). */
export interface SessionGuard {
  /** Spec §2 "auth": a signed-in user with an access token. */
  hasAccessToken: () => boolean;
  /** Spec §2 "extra": the password area's token too. */
  hasExtraToken: () => boolean;
  /** Calls `listener` whenever either answer may have changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** Everything `beforeLoad` and loaders can reach through the router context. */
export interface RouterContext {
  session: SessionGuard;
  /** Loaders prefetch with `queryClient.ensureQueryData(someQuery(api))`. */
  queryClient: QueryClient;
  /** The typed query hooks and options on the app's client (src/web/api/api.ts). */
  api: Api;
}
