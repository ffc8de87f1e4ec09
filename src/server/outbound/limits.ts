/** How much an outbound fetch may take; tests inject small ones to stay fast. */
export interface OutboundLimits {
  /** Largest body, both as sent and after gzip/deflate/br decoding. */
  maxBytes: number;
  /** Whole fetch, every hop and the body included. */
  timeoutMs: number;
  /** Redirects followed; one more is refused. */
  maxRedirects: number;
}

export const DEFAULT_OUTBOUND_LIMITS: OutboundLimits = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
};
