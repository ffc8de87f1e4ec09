import { apiFor } from './api';
import type { ApiClient } from './client';
import { createQueryClient, type QueryClientOptions } from './queryClient';
import type { ServerData } from './serverData';

/** Builds the server data (serverData.ts); in its own chunk with TanStack Query and openapi-react-query. */
export function createServerData(client: ApiClient, options: QueryClientOptions): ServerData {
  return { queryClient: createQueryClient(options), api: apiFor(client) };
}
