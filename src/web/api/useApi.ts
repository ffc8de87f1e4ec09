import { useOptionalAuthRuntime } from '../auth/AuthProvider';
import { apiFor, type Api } from './api';

/**
 * The query hooks on the auth runtime's client (the one with the tokens and spec §8's rules):
 * `useApi().useQuery(...)`, or an area's query options `someQuery(useApi())`.
 */
export function useApi(): Api {
  const runtime = useOptionalAuthRuntime();
  if (!runtime) throw new Error('useApi must be used inside <AuthProvider>');
  return apiFor(runtime.client);
}
