import { apiFor } from './api';
import type { ApiClient } from './client';
import { createOfflineCache } from './offlineCache';
import { createQueryClient, type QueryClientOptions } from './queryClient';
import type { ServerData } from './serverData';

/**
 * Builds the server data (serverData.ts), its cache saved per user for offline reading; in its own
 * chunk with TanStack Query, its persister and openapi-react-query.
 */
export function createServerData(client: ApiClient, options: QueryClientOptions): ServerData {
  const queryClient = createQueryClient(options);
  return { queryClient, api: apiFor(client), offlineCache: createOfflineCache(queryClient) };
}
