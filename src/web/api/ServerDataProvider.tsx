import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ServerDataLoader } from './serverData';

/**
 * TanStack Query's provider for the app, filled once the server data has loaded (serverData.ts):
 * the tree keeps its shape, so nothing remounts when it arrives, and the screens that use queries
 * render only after their route waited for it. What `QueryClientProvider` does, on a client that
 * comes later.
 */
export function ServerDataProvider({ serverData, children }: { serverData: ServerDataLoader; children: ReactNode }) {
  const queryClient = useSyncExternalStore(serverData.subscribe, () => serverData.current()?.queryClient);
  useEffect(() => {
    if (!queryClient) return;
    queryClient.mount();
    return () => queryClient.unmount();
  }, [queryClient]);
  return <QueryClientContext.Provider value={queryClient}>{children}</QueryClientContext.Provider>;
}
