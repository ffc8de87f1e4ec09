import type { MessageDescriptor } from 'react-intl';
import { createAppOutbox } from '../outbox/appOutbox';
import type { OutboxHost } from '../outbox/outboxRuntime';
import { apiFor } from './api';
import type { ApiClient } from './client';
import { createOfflineCache } from './offlineCache';
import { createQueryClient, type QueryClientOptions } from './queryClient';
import type { ServerData } from './serverData';

export interface ServerDataOptions extends QueryClientOptions {
  /** The signed-in user's id now and on every change: whose outbox is read and sent. */
  watchUser: OutboxHost['watchUser'];
}

/**
 * Builds the server data (serverData.ts), its cache saved per user for offline reading and the
 * outbox; in its own chunk with TanStack Query, its persister and openapi-react-query.
 */
export function createServerData(client: ApiClient, { watchUser, ...options }: ServerDataOptions): ServerData {
  const queryClient = createQueryClient(options);
  const { toasts, translate = (_id: string, text: string) => text } = options;
  const toast = (message: MessageDescriptor, kind: 'error' | 'success') =>
    toasts?.send({ type: 'toast.shown', toast: { message: translate(String(message.id), String(message.defaultMessage ?? message.id)), kind } });
  return {
    queryClient,
    api: apiFor(client),
    offlineCache: createOfflineCache(queryClient),
    outbox: createAppOutbox({ client, queryClient, watchUser, toast }),
  };
}
