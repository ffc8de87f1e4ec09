import type { QueryClient } from '@tanstack/react-query';
import type { localSession } from '../session/localSession';

/** What the guards ask of the session; the app passes `localSession`, tests may pass a stub. */
export type SessionGuard = Pick<typeof localSession, 'hasAccessToken' | 'hasExtraToken'>;

/** Everything `beforeLoad` and loaders can reach through the router context. */
export interface RouterContext {
  session: SessionGuard;
  /** For loaders that prefetch with `queryClient.ensureQueryData` once areas load data. */
  queryClient: QueryClient;
}
