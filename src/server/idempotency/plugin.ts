import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { findCaller } from '../caller';
import { ApiError } from '../errors';
import { claimKey, type ClaimRequest } from './claim';
import { declaresIdempotencyKey, readIdempotencyKey } from './header';
import { answerToKeep, isKeptStatus } from './keptAnswer';
import { sendRefusal, sendReplay } from './replies';
import { hashRequest, requestHashKey } from './requestHash';
import type { IdempotencySettings } from './settings';
import { finishKey, releaseKey } from './store';
import type { IdempotencyDb } from './tables';

export interface IdempotencyOptions {
  db: IdempotencyDb;
  /** The app secret, which keys the request hashes. */
  secret: string;
  settings: IdempotencySettings;
}

/**
 * Exactly-once writes (DESIGN §8) for every operation whose contract declares the Idempotency-Key
 * header: its value is checked right after the caller's token (before the body is read), the key
 * is claimed once the request is valid, and the answer is kept when it is sent. Register after
 * authenticateFirst, whose security checks this appends to.
 */
export function registerIdempotency(app: FastifyInstance, { db, secret, settings }: IdempotencyOptions): void {
  const hashKey = requestHashKey(secret);
  /** The claims this process holds, until their answer is sent. */
  const claims = new WeakMap<FastifyRequest, ClaimRequest>();

  const checkKey: onRequestAsyncHookHandler = async (request, reply) => {
    try {
      readIdempotencyKey(request);
    } catch (error) {
      return refuse(request, reply, error);
    }
  };

  const claimOrReplay: preHandlerAsyncHookHandler = async (request, reply) => {
    const caller = findCaller(request);
    const key = readIdempotencyKey(request);
    if (caller === undefined || key === undefined) return;
    const claim = { userId: caller.userId, key, requestHash: hashRequest(hashKey, request) };
    try {
      const outcome = await claimKey(db, settings, claim);
      if (outcome.kind === 'replay') return sendReplay(request, reply, outcome.answer);
      claims.set(request, claim);
    } catch (error) {
      return refuse(request, reply, error);
    }
  };

  const keepAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const claim = claims.get(request);
    if (claim === undefined) return payload;
    claims.delete(request);
    try {
      if (!isKeptStatus(reply.statusCode)) await releaseKey(db, claim.userId, claim.key);
      else await finishKey(db, claim.userId, claim.key, answerToKeep(reply.statusCode, contentTypeOf(reply), payload, settings.maxAnswerBytes));
    } catch (error) {
      // The answer still goes out; the claim stays running until it expires, so a retry is
      // refused as in flight rather than applied twice.
      request.log.error({ err: error }, 'Could not keep the answer of an Idempotency-Key');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!declaresIdempotencyKey(route.schema)) return;
    route.onRequest = [...hooksOf(route.onRequest), checkKey] as typeof route.onRequest;
    route.preHandler = [...hooksOf(route.preHandler), claimOrReplay] as typeof route.preHandler;
  });
  app.addHook('onSend', keepAnswer);
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof ApiError) return sendRefusal(request, reply, error);
  throw error;
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

function contentTypeOf(reply: FastifyReply): string | null {
  const value = reply.getHeader('content-type');
  return typeof value === 'string' ? value : null;
}
