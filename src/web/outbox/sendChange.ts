import type { OutboxChange, OutboxRequest, SendOutcome } from '../../../machines/outboxMachine';
import type { Envelope } from '../api/apiResult';
import type { ApiClient } from '../api/client';

/** One call as the outbox makes it, with its idempotency header; resolves with the raw answer. */
export type SendRequest = (request: OutboxRequest, headers: Record<string, string>) => Promise<Response>;

/** Calls through the app's client, so the session middleware adds the token and refreshes it first. */
export const sendThrough =
  (client: ApiClient): SendRequest =>
  async (request, headers) => {
    // The stored request is one of the contract's mutations; its path and body were typed when it was queued.
    const call = client[request.method] as unknown as (path: string, init: object) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await call(request.path, { params: { query: request.query }, body: request.body, headers });
    // The client has read the body: the answer is handed on with it, so a refusal keeps its code and words.
    return new Response(JSON.stringify(data ?? error ?? null), { status: response.status, headers: response.headers });
  };

/** Answers that say "not now" rather than "no": the change is tried again later. */
const tryLaterStatuses = new Set([408, 425, 429]);
/** The server is still applying this key from an earlier try (a lost answer): ask again later. */
const keyInFlight = 'IDEMPOTENCY_KEY_IN_FLIGHT';

async function errorOf(response: Response): Promise<Envelope['error']> {
  try {
    return ((await response.clone().json()) as Envelope).error;
  } catch {
    return undefined;
  }
}

/**
 * Sends the oldest change under its idempotency key and reads the answer as the outbox machine
 * needs it. A resend of a change whose answer was lost is answered from the server's key store,
 * never applied twice (DESIGN §8).
 */
export async function sendChange(change: OutboxChange, send: SendRequest, isOnline = () => navigator.onLine): Promise<SendOutcome> {
  let response: Response;
  try {
    // "Apply anyway" sends the forcing variant when the change has one.
    const request = change.forced && change.forcedRequest ? change.forcedRequest : change.request;
    response = await send(request, { 'Idempotency-Key': change.id });
  } catch {
    // fetch fails without an answer: no network, or a server that is not there.
    return isOnline() ? { kind: 'unreachable' } : { kind: 'offline' };
  }
  if (response.ok) return { kind: 'sent' };
  // The session middleware has already tried a refresh, and signed out when that failed.
  if (response.status === 401 || response.status === 403) return { kind: 'sessionEnded' };
  const error = await errorOf(response);
  if (response.status >= 500 || tryLaterStatuses.has(response.status) || error?.code === keyInFlight) return { kind: 'unreachable' };
  return {
    kind: 'refused',
    refusal: { status: response.status, code: error?.code ?? `HTTP_${response.status}`, message: error?.message ?? '' },
  };
}
