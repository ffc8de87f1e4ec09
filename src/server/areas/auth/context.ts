import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from './tokens';

/** What the security handlers proved about a request, for its handler to read. */
const accessByRequest = new WeakMap<FastifyRequest, AccessClaims>();
const extraByRequest = new WeakMap<FastifyRequest, AccessClaims>();

export function setAccess(request: FastifyRequest, claims: AccessClaims): void {
  accessByRequest.set(request, claims);
}

export function setExtra(request: FastifyRequest, claims: AccessClaims): void {
  extraByRequest.set(request, claims);
}

export function findAccess(request: FastifyRequest): AccessClaims | undefined {
  return accessByRequest.get(request);
}

/** The caller's verified access claims; only reachable on operations whose contract requires them. */
export function accessOf(request: FastifyRequest): AccessClaims {
  const claims = accessByRequest.get(request);
  // A handler of a secured operation runs only after its security check, so this is a wiring bug.
  if (claims === undefined) throw new Error('No verified access token on this request');
  return claims;
}
