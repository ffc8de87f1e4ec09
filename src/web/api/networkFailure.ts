import type { Middleware } from 'openapi-fetch';
import type { UnreachableFailure } from '../../../machines/tokenRefreshMachine';

/**
 * A call that got no answer from the app: the network is gone, or a proxy says the app behind it
 * is (502, 503, 504). Offline, not refused: the session stands and saved data keeps showing.
 * Marked `unreachable` so the token machine can tell it from a refusal without importing this.
 */
export class ServerUnreachableError extends Error implements UnreachableFailure {
  override readonly name = 'ServerUnreachableError';
  readonly unreachable = true as const;

  constructor(cause?: unknown) {
    super('The server could not be reached.', { cause });
  }
}

// A proxy answering these means the app behind it is down: as good as offline (connectivity.ts too).
const gatewayStatuses = new Set([502, 503, 504]);

/** An answer from a proxy whose app is down (see `gatewayStatuses`). */
export const isGatewayFailure = (status: number) => gatewayStatuses.has(status);

let lastCallUnreachable = false;
const listeners = new Set<() => void>();

/**
 * Whether the app's last API call got no answer (set by the signed-in session's middleware): the
 * shell's offline note shows over saved data while it is so, even when no query on screen
 * fetched (fresh saved data). Any answer sets it back.
 */
export const apiReachability = {
  isUnreachable: () => lastCallUnreachable,
  report(unreachable: boolean) {
    if (unreachable === lastCallUnreachable) return;
    lastCallUnreachable = unreachable;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The call failed for a network reason (see `ServerUnreachableError`), not because the server said no. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { unreachable, httpStatus } = error as { unreachable?: unknown; httpStatus?: unknown };
  return unreachable === true || (typeof httpStatus === 'number' && isGatewayFailure(httpStatus));
}

/** A network failure as a `ServerUnreachableError`; any other error as it is. */
export function asUnreachable(error: unknown): unknown {
  return isNetworkFailure(error) && !(error instanceof ServerUnreachableError) ? new ServerUnreachableError(error) : error;
}

/**
 * Turns the error `fetch` throws when no answer came (a TypeError whose text each browser words
 * its own way) into a `ServerUnreachableError`. A call the app cancelled (AbortError) stays as it is.
 */
export const unreachableMiddleware: Middleware = {
  onError({ error }) {
    if ((error as { name?: unknown } | null)?.name === 'AbortError') return undefined;
    apiReachability.report(true);
    return error instanceof ServerUnreachableError ? undefined : new ServerUnreachableError(error);
  },
  onResponse({ response }) {
    apiReachability.report(isGatewayFailure(response.status));
    return undefined;
  },
};
