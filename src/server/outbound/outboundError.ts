/** Why an outbound fetch was refused; the caller turns each into its own API refusal. */
export type OutboundFailure =
  | 'invalidUrl'
  | 'forbiddenAddress'
  | 'tooManyRedirects'
  | 'tooLarge'
  | 'timeout'
  | 'unreachable';

/** A refused or failed outbound fetch. The message names the URL's host at most, never the body. */
export class OutboundError extends Error {
  override name = 'OutboundError';

  constructor(
    readonly failure: OutboundFailure,
    message: string,
  ) {
    super(message);
  }
}
