import type { MessageDescriptor } from 'react-intl';
import { createAppOutbox } from '../outbox/appOutbox';
import { outboxOfClient } from '../outbox/outboxContextValue';
import { watchSignedInUser } from '../outbox/watchSignedInUser';
import type { SessionGuard } from '../router/context';
import { apiFor } from './api';
import type { ApiClient } from './client';
import { createOfflineCache } from './offlineCache';
import { createQueryClient, type QueryClientOptions } from './queryClient';
import type { ServerData } from './serverData';

export interface ServerDataOptions extends QueryClientOptions {
  /** The signed-in session: whose outbox is read and sent. */
  session: SessionGuard;
}

/**
 * Builds the server data (serverData.ts), its cache saved per user for offline reading and the
 * outbox; in its own chunk with TanStack Query, its persister and openapi-react-query.
 */
export function createServerData(client: ApiClient, { session, ...options }: ServerDataOptions): ServerData {
  const queryClient = createQueryClient(options);
  const { toasts, translate = (_id: string, text: string) => text } = options;
  const toast = (message: MessageDescriptor, kind: 'error' | 'success') =>
    toasts?.send({ type: 'toast.shown', toast: { message: translate(String(message.id), String(message.defaultMessage ?? message.id)), kind } });
  const outbox = createAppOutbox({ client, queryClient, watchUser: (onUser) => watchSignedInUser(session, onUser), toast });
  // The screens find it through the query client they already have (OutboxContext.tsx).
  outboxOfClient.set(queryClient, outbox);
  return { queryClient, api: apiFor(client), offlineCache: createOfflineCache(queryClient), outbox };
}
