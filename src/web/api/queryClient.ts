import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import type { ToastActor } from '../shell/toastActor';
import { errorCodeMessages, errorCodeOf, messageForError } from './errorMessages';
import { outboxMessages } from '../outbox/outboxMessages';
import { outboxFullCode } from '../outbox/outboxRuntime';
import { isQueued } from '../outbox/queued';
import { isNetworkFailure } from './networkFailure';
import { offlineCacheMaxAgeMs } from './offlineCache';
import { retryUnlessRefused } from './refusal';

/** What a change makes stale: a query key (and every key it prefixes), or the signed-in user. */
export type Invalidation = QueryKey | typeof currentUser;

/** The signed-in user as an invalidation target: refreshed through the auth runtime. */
export const currentUser = 'currentUser';

export interface MutationMeta extends Record<string, unknown> {
  /** Refetched after the change succeeded, before the mutation settles ("stores refresh after each change", spec §4). */
  invalidates?: readonly Invalidation[];
  /** Spec §8's failure toast; a known error code's own text wins (errorMessages.ts). */
  failureToast?: MessageDescriptor;
  /** Spec §8's success toast. */
  successToast?: MessageDescriptor;
}

export interface QueryMeta extends Record<string, unknown> {
  /** Spec §8's toast when the data cannot be fetched (e.g. 'Could not get passwords.'). */
  failureToast?: MessageDescriptor;
  /** `false`: never saved for offline reading (offlineCache.ts), whatever its key. */
  offline?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
    queryMeta: QueryMeta;
  }
}

export interface QueryClientOptions {
  toasts?: Pick<ToastActor, 'send'>;
  /** A message id's text in the current language (appAuthRuntime.ts `translateStored`). */
  translate?: (messageId: string, defaultMessage: string) => string;
  /** Refreshes the signed-in user (the auth runtime's `refreshUser`), for `invalidates: [currentUser]`. */
  refreshUser?: () => Promise<unknown>;
}

/** TanStack Query's default: how long a photo's bytes stay in memory once no screen shows them. */
const photoBytesGcTimeMs = 5 * 60 * 1000;

/**
 * A 401 or 403 is the session's business: the client's middleware has refreshed, retried or logged
 * out and warned already (spec §8). Only the refusals the contract names (a wrong password) remain.
 */
function isSessionFailure(error: unknown): boolean {
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  const code = errorCodeOf(error);
  return (status === 401 || status === 403) && !(code !== undefined && code in errorCodeMessages);
}

/**
 * The app's query cache; one per app (main.tsx) or per test. It is the one place where a call's
 * outcome becomes a toast (the query's or mutation's `meta`), and where a mutation's
 * `invalidates` are refreshed, so screens only name them.
 */
export function createQueryClient({ toasts, translate = (_id, text) => text, refreshUser }: QueryClientOptions = {}): QueryClient {
  const toast = (message: MessageDescriptor, kind: 'error' | 'success') =>
    toasts?.send({ type: 'toast.shown', toast: { message: translate(String(message.id), String(message.defaultMessage ?? message.id)), kind } });
  const failed = (error: unknown, failureToast: MessageDescriptor | undefined) => {
    if (!failureToast || isSessionFailure(error)) return;
    toast(errorCodeOf(error) === outboxFullCode ? outboxMessages.full : messageForError(error, failureToast), 'error');
  };

  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Offline with data to show: the screen keeps it and the shell's quiet note says why
        // (SavedDataNote), rather than a toast on every screen.
        if (isNetworkFailure(error) && query.state.data !== undefined) return;
        failed(error, query.meta?.failureToast);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (data, _variables, _context, mutation) => {
        // A change waiting in the outbox has not happened on the server yet: the screen shows it
        // as not sent, and the outbox refreshes the screens once it lands.
        if (isQueued(data)) return;
        const { invalidates = [], successToast } = mutation.meta ?? {};
        await Promise.all(
          invalidates.map((target) =>
            target === currentUser ? refreshUser?.() : queryClient.invalidateQueries({ queryKey: target as QueryKey }),
          ),
        );
        if (successToast) toast(successToast, 'success');
      },
      onError: (error, _variables, _context, mutation) => failed(error, mutation.meta?.failureToast),
    }),
    defaultOptions: {
      // One retry covers a network blip; a refusal (4xx: not found, a malformed id) is told at once.
      // Kept as long as saved data counts (offlineCache.ts): a screen opened days ago still shows
      // offline, since what is no longer in the cache is no longer saved either.
      queries: { retry: retryUnlessRefused, gcTime: offlineCacheMaxAgeMs },
    },
  });
  // A photo's bytes are not saved (the service worker caches photos): they leave memory as usual.
  queryClient.setQueryDefaults(['image'], { gcTime: photoBytesGcTimeMs });
  return queryClient;
}
