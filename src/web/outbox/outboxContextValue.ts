import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';
import type { Outbox } from './outboxRuntime';

/** A test's outbox for the screens it renders; the app's is found through its query client. */
export const OutboxContext = createContext<Outbox | null>(null);

const outboxes = new WeakMap<QueryClient, Outbox>();

/**
 * The signed-in app's outbox is made with its query client (serverDataParts.ts) and found through
 * it, so the first screen's code (ServerDataProvider) carries nothing of the outbox.
 */
export const outboxOfClient = {
  set: (queryClient: QueryClient, outbox: Outbox) => void outboxes.set(queryClient, outbox),
  get: (queryClient: QueryClient | undefined) => (queryClient ? outboxes.get(queryClient) : undefined),
};
