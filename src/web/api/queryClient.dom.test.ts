// Proves the query cache is the one place a call's outcome becomes a toast and a refresh: a
// mutation's `invalidates` are refetched (queries by key prefix, the user through refreshUser)
// before it settles, its failure toast speaks the error code's words when there are any, and
// session failures (401/403, which the client middleware has answered) add no toast of their own.
import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './apiResult';
import { ServerUnreachableError } from './networkFailure';
import { offlineCacheMaxAgeMs } from './offlineCache';
import { createQueryClient, currentUser, type MutationMeta } from './queryClient';

function setup() {
  const toasts = { send: vi.fn() };
  const refreshUser = vi.fn(async () => true);
  const queryClient = createQueryClient({ toasts, refreshUser, translate: (id, text) => `${id}|${text}` });
  const run = (meta: MutationMeta, outcome: () => Promise<unknown>) =>
    queryClient.getMutationCache().build(queryClient, { mutationFn: outcome, meta }).execute(undefined);
  const shown = () => toasts.send.mock.calls.map(([event]) => `${event.toast.kind}: ${event.toast.message}`);
  return { queryClient, refreshUser, run, shown };
}

const failure = { id: 'test.toasts.failed', defaultMessage: 'Could not save' };
const success = { id: 'test.toasts.saved', defaultMessage: 'Saved' };

describe('createQueryClient', () => {
  it('marks stale the queries a change names (by key prefix) and refreshes the user, before the change settles', async () => {
    const { queryClient, refreshUser, run } = setup();
    const sessionsKey = ['get', '/auth/session', { params: {} }];
    queryClient.setQueryData(sessionsKey, ['a']);
    queryClient.setQueryData(['get', '/other'], ['b']);

    await run({ invalidates: [['get', '/auth/session'], currentUser] }, async () => 'ok');

    expect(queryClient.getQueryState(sessionsKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['get', '/other'])?.isInvalidated).toBe(false);
    expect(refreshUser).toHaveBeenCalledTimes(1);
  });

  it('shows the success toast after the refresh', async () => {
    const { run, shown } = setup();
    await run({ successToast: success }, async () => 'ok');
    expect(shown()).toEqual(['success: test.toasts.saved|Saved']);
  });

  it("shows the failure toast, in the error code's words when it has any", async () => {
    const { run, shown } = setup();
    await run({ failureToast: failure }, async () => Promise.reject(new ApiCallError('boom', 500, 'INTERNAL'))).catch(() => {});
    await run({ failureToast: failure }, async () => Promise.reject(new ApiCallError('x', 429, 'TOO_MANY_ATTEMPTS'))).catch(() => {});
    expect(shown()).toEqual(['error: test.toasts.failed|Could not save', 'error: api.errors.tooManyAttempts|Too many attempts. Please try again later.']);
  });

  it('leaves a lost session to the session middleware, and toasts nothing without a failure toast', async () => {
    const { run, shown, refreshUser } = setup();
    await run({ failureToast: failure, invalidates: [currentUser] }, async () => Promise.reject(new ApiCallError('Forbidden', 403))).catch(() => {});
    await run({ failureToast: failure }, async () => Promise.reject(new ApiCallError('Expired', 401))).catch(() => {});
    await run({}, async () => Promise.reject(new ApiCallError('boom', 500))).catch(() => {});
    expect(shown()).toEqual([]);
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('never retries a refusal (4xx: not found, a malformed id), and retries a network or server failure once', async () => {
    const { queryClient } = setup();
    const attempts = async (error: Error) => {
      const queryFn = vi.fn(async () => Promise.reject(error));
      await queryClient.fetchQuery({ queryKey: ['get', '/x', error.message], queryFn, retryDelay: 0 }).catch(() => {});
      return queryFn.mock.calls.length;
    };
    expect(await attempts(new ApiCallError('bad id', 400, 'VALIDATION_FAILED'))).toBe(1);
    expect(await attempts(new ApiCallError('gone', 404, 'NOTE_NOT_FOUND'))).toBe(1);
    expect(await attempts(new ApiCallError('down', 503))).toBe(2);
    expect(await attempts(new TypeError('Failed to fetch'))).toBe(2);
  });

  it('toasts a failed query that names a failure toast', async () => {
    const { queryClient, shown } = setup();
    await queryClient
      .fetchQuery({ queryKey: ['get', '/x'], queryFn: async () => Promise.reject(new ApiCallError('boom', 500)), retry: false, meta: { failureToast: failure } })
      .catch(() => {});
    expect(shown()).toEqual(['error: test.toasts.failed|Could not save']);
  });

  it('keeps the data a query holds when its refetch fails offline, and leaves the toast to the offline note', async () => {
    const { queryClient, shown } = setup();
    const meta = { failureToast: failure };
    queryClient.setQueryData(['get', '/saved'], ['saved note']);
    await queryClient
      .fetchQuery({ queryKey: ['get', '/saved'], queryFn: async () => Promise.reject(new ServerUnreachableError()), retry: false, meta, staleTime: 0 })
      .catch(() => {});
    expect(queryClient.getQueryData(['get', '/saved'])).toEqual(['saved note']);
    expect(shown()).toEqual([]);
    // Offline with nothing to show, and a refusal with data, still say so.
    await queryClient.fetchQuery({ queryKey: ['get', '/empty'], queryFn: async () => Promise.reject(new ServerUnreachableError()), retry: false, meta }).catch(() => {});
    await queryClient
      .fetchQuery({ queryKey: ['get', '/saved'], queryFn: async () => Promise.reject(new ApiCallError('boom', 500)), retry: false, meta, staleTime: 0 })
      .catch(() => {});
    expect(shown()).toEqual(['error: test.toasts.failed|Could not save', 'error: test.toasts.failed|Could not save']);
  });

  it('keeps unseen data in memory as long as it counts as saved (a week), and photos as briefly as usual', () => {
    const { queryClient } = setup();
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(offlineCacheMaxAgeMs);
    expect(queryClient.getQueryDefaults(['image', 'id', 'small']).gcTime).toBe(5 * 60 * 1000);
  });
});
