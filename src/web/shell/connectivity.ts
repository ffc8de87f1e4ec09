/** Spec §9: the connectivity check gives up after 4 s. */
export const connectivityTimeoutMs = 4000;
/** While offline the check repeats this often, so the banner goes away by itself. */
export const offlineRecheckIntervalMs = 30_000;

// A proxy answering these means the app behind it is down: as good as offline for the user.
const gatewayFailures = new Set([502, 503, 504]);

/**
 * Spec §7: "GET to the product's host with a 4 s timeout". Any answer from the app counts as
 * online (even a 404: the host is there); a network error, a timeout or a gateway error as offline.
 * `cache: 'no-store'` so a cached page or a service worker cannot fake an answer.
 * Never throws; fetch is injected so tests need no network.
 */
export async function checkConnectivity(fetchFn: typeof fetch, url = '/'): Promise<boolean> {
  try {
    const response = await fetchFn(url, {
      method: 'GET',
      cache: 'no-store',
      signal: AbortSignal.timeout(connectivityTimeoutMs),
    });
    return !gatewayFailures.has(response.status);
  } catch {
    return false;
  }
}
