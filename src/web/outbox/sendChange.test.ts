// Proves how the outbox reads each answer to a queued change: sent, refused with the server's
// reason (the user decides), tried again later (no answer, 5xx, 429, a key still being applied),
// waiting for the network or for the user's session; and that each try carries the change's own
// idempotency key, with the forcing request only after "Apply anyway".
import { describe, expect, it } from 'vitest';
import type { OutboxChange, OutboxRequest } from '../../../machines/outboxMachine';
import { createApiClient } from '../api/client';
import { sendChange, sendThrough } from './sendChange';

const request: OutboxRequest = { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', ended: true } };
const forcedRequest: OutboxRequest = { method: 'PUT', path: '/time-stamp', body: { timeStampId: 'stamp0000001', endTime: '2026-11-28T07:12:00.000Z' } };
const change: OutboxChange = {
  id: '5b7f0c1e-8d8a-4c43-9a55-2a1f3c4d5e6f',
  userId: 'ann',
  queuedAt: '2026-11-28T07:12:00.000Z',
  area: 'time',
  label: { id: 'time.outbox.stopped' },
  request,
  forcedRequest,
};
const answer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusedWith = (code: string, message: string) => ({ status: false, error: { code, message } });

async function outcomeOf(response: Response | Error, sent: Partial<OutboxChange> = {}, online = true) {
  const calls: [OutboxRequest, Record<string, string>][] = [];
  const outcome = await sendChange(
    { ...change, ...sent },
    async (made, headers) => {
      calls.push([made, headers]);
      if (response instanceof Error) throw response;
      return response;
    },
    () => online,
  );
  return { outcome, calls };
}

describe('sending one queued change', () => {
  it('sends the request under the change’s idempotency key, and counts a 2xx as sent', async () => {
    const { outcome, calls } = await outcomeOf(answer(200, { status: true, data: {} }));
    expect(outcome).toEqual({ kind: 'sent' });
    expect(calls).toEqual([[request, { 'Idempotency-Key': change.id }]]);
  });

  it('sends the forcing request only once the user chose "Apply anyway"', async () => {
    expect((await outcomeOf(answer(200, { status: true }), { forced: true })).calls[0]![0]).toEqual(forcedRequest);
    expect((await outcomeOf(answer(200, { status: true }), { forced: true, forcedRequest: undefined })).calls[0]![0]).toEqual(request);
  });

  it.each([
    [409, 'ALREADY_ENDED', 'The stamp has already ended'],
    [404, 'NOT_FOUND', 'Time stamp not found'],
    [400, 'VALIDATION_FAILED', 'startTime must be a date'],
    [422, 'IDEMPOTENCY_KEY_REUSED', 'This key was already used for a different change'],
  ])('a %i %s is refused with the server’s reason, for the user to decide', async (status, code, message) => {
    expect((await outcomeOf(answer(status, refusedWith(code, message)))).outcome).toEqual({ kind: 'refused', refusal: { status, code, message } });
  });

  it('a refusal without an error body still says its status', async () => {
    expect((await outcomeOf(answer(410))).outcome).toEqual({ kind: 'refused', refusal: { status: 410, code: 'HTTP_410', message: '' } });
  });

  it.each([
    ['a 500', answer(500, refusedWith('INTERNAL', 'Something went wrong'))],
    ['a 503 while the database is away', answer(503, refusedWith('DATABASE_UNAVAILABLE', 'Try again'))],
    ['a 429', answer(429, refusedWith('RATE_LIMITED', 'Too many requests'))],
    ['a 408', answer(408)],
    ['the key still being applied from an earlier try', answer(409, refusedWith('IDEMPOTENCY_KEY_IN_FLIGHT', 'Still working on it'))],
    ['no answer while online', new TypeError('Failed to fetch')],
  ])('%s is tried again later', async (_, response) => {
    expect((await outcomeOf(response)).outcome).toEqual({ kind: 'unreachable' });
  });

  it('no answer while offline waits for the network', async () => {
    expect((await outcomeOf(new TypeError('Failed to fetch'), {}, false)).outcome).toEqual({ kind: 'offline' });
  });

  it.each([401, 403])('a %i (the session could not be refreshed) waits for the user to sign in again', async (status) => {
    expect((await outcomeOf(answer(status, refusedWith('UNAUTHORIZED', 'Session timed out.')))).outcome).toEqual({ kind: 'sessionEnded' });
  });
});

describe('sendThrough, the app client as the outbox sends with it', () => {
  it("hands on the server's refusal with its code and words, and the key as a header", async () => {
    const seen: Request[] = [];
    const client = createApiClient({
      baseUrl: 'http://lifelog.test/api',
      fetch: async (input: RequestInfo | URL) => {
        seen.push(input as Request);
        return answer(409, refusedWith('ALREADY_ENDED', 'This stamp has already been stopped'));
      },
    });
    const outcome = await sendChange(change, sendThrough(client));
    expect(outcome).toEqual({ kind: 'refused', refusal: { status: 409, code: 'ALREADY_ENDED', message: 'This stamp has already been stopped' } });
    expect(seen.map((request) => [request.method, new URL(request.url).pathname, request.headers.get('Idempotency-Key')])).toEqual([
      ['PUT', '/api/time-stamp', change.id],
    ]);
  });
});
