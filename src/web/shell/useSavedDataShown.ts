import { onlineManager, QueryClientContext, type Query } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { apiReachability, isNetworkFailure } from '../api/networkFailure';
import { isSavedOffline } from '../api/savedOffline';

/** A query shown on screen whose last fetch could not reach the server (or waits for the network). */
const failedOffline = (query: Query) =>
  query.state.fetchStatus === 'paused' || isNetworkFailure(query.state.fetchFailureReason) || isNetworkFailure(query.state.error);

/**
 * When the oldest saved data on screen was fetched (ms), while the screen shows it because the
 * network is gone: the browser or the connectivity check says offline (`isOffline`), the app's last
 * API call got no answer, or a query on screen could not reach the server. Null online, or with
 * nothing saved on screen.
 */
export function useSavedDataShown(isOffline: boolean): number | null {
  const queryClient = useContext(QueryClientContext);
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribeCache = queryClient?.getQueryCache().subscribe(listener);
      const unsubscribeOnline = onlineManager.subscribe(listener);
      const unsubscribeApi = apiReachability.subscribe(listener);
      return () => {
        unsubscribeCache?.();
        unsubscribeOnline();
        unsubscribeApi();
      };
    },
    [queryClient],
  );
  const savedAt = () => {
    const shown = (queryClient?.getQueryCache().getAll() ?? []).filter((query) => query.getObserversCount() > 0 && isSavedOffline(query));
    if (shown.length === 0) return null;
    const offline = isOffline || !onlineManager.isOnline() || apiReachability.isUnreachable() || shown.some(failedOffline);
    if (!offline) return null;
    return Math.min(...shown.map((query) => query.state.dataUpdatedAt));
  };
  return useSyncExternalStore(subscribe, savedAt);
}
