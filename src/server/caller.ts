import type { FastifyRequest } from 'fastify';

/** Who is calling, as a security check proved it (a verified access token names both). */
export interface Caller {
  userId: string;
  sessionId: string;
}

/** What the security checks proved about a request, for the registry to hand its handler. */
const callers = new WeakMap<FastifyRequest, Caller>();

export function setCaller(request: FastifyRequest, caller: Caller): void {
  callers.set(request, caller);
}

export function findCaller(request: FastifyRequest): Caller | undefined {
  return callers.get(request);
}
