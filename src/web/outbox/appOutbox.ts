import type { QueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import type { ApiClient } from '../api/client';
import { handOverToWorker } from './handOverToWorker';
import { outboxMessages } from './outboxMessages';
import { realOutboxBrowser } from './outboxBrowser';
import { startOutbox, type Outbox, type OutboxHost } from './outboxRuntime';
import { createOutboxStore } from './outboxStore';
import { sendThrough } from './sendChange';

export interface AppOutboxOptions {
  client: ApiClient;
  queryClient: QueryClient;
  watchUser: OutboxHost['watchUser'];
  /** Shows a toast in the current language (the query cache's toasts). */
  toast: (message: MessageDescriptor, kind: 'error' | 'success') => void;
  /** Tests hand in their own store and browser. */
  host?: Partial<Pick<OutboxHost, 'store' | 'browser'>>;
}

/** Changes that land close together refresh the screens once. */
const refreshAfterMs = 300;

/**
 * The signed-in app's outbox (DESIGN §8): sent through the app's client, so the session middleware
 * refreshes the token before a change goes; a change that lands refreshes what the screens show
 * (every query on screen, once the changes of a burst are in; the others when next shown).
 */
export function createAppOutbox({ client, queryClient, watchUser, toast, host = {} }: AppOutboxOptions): Outbox {
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  const outbox = startOutbox({
    store: host.store ?? createOutboxStore(),
    send: sendThrough(client),
    watchUser,
    refreshArea: () => {
      clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => void queryClient.invalidateQueries({ refetchType: 'active' }), refreshAfterMs);
    },
    announceRefusal: () => toast(outboxMessages.refusedToast, 'error'),
    browser: host.browser ?? realOutboxBrowser(),
  });
  const stopHandingOver = handOverToWorker(outbox);
  return {
    ...outbox,
    stop() {
      clearTimeout(refreshTimer);
      stopHandingOver();
      outbox.stop();
    },
  };
}
