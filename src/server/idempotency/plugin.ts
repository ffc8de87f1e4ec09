import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import { findCaller } from '../caller';
import type { RequestTransaction, RequestTransactions } from '../db/requestTransactions';
import { errorBody } from '../envelope';
import { toErrorReply } from '../errorReply';
import { ApiError } from '../errors';
import { claimKey, type ClaimOutcome, type ClaimRequest } from './claim';
import { declaresIdempotencyKey, readIdempotencyKey } from './header';
import { answerToKeep, isKeptStatus } from './keptAnswer';
import { idempotencyRefusals } from './refusals';
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
  /** PostgreSQL: each claimed request runs in a transaction of its own, committed with its answer. */
  transactions?: RequestTransactions;
}

/** What a request holds from its claim until its answer is kept. */
interface Held {
  claim: ClaimRequest;
  transaction?: RequestTransaction;
}

/**
 * Exactly-once writes (DESIGN §8) for every operation whose contract declares the Idempotency-Key
 * header: its value is checked right after the caller's token (before the body is read), the key
 * is claimed once the request is valid, and the answer is kept when it is sent. Register after
 * authenticateFirst, whose security checks this appends to.
 */
export function registerIdempotency(app: FastifyInstance, { db, secret, settings, transactions }: IdempotencyOptions): void {
  const hashKey = requestHashKey(secret);
  /** The claims this process holds, until their answer is sent. */
  const held = new WeakMap<FastifyRequest, Held>();

  const checkKey: onRequestAsyncHookHandler = async (request, reply) => {
    try {
      readIdempotencyKey(request);
    } catch (error) {
      return refuse(request, reply, error);
    }
  };

  /**
   * Claims the key, in the request's own transaction where the database has them (the claim then
   * stays invisible until the change and its answer commit together; a second request with the
   * key waits for that, up to settings.waitMs). A callback hook: the route's handler must run
   * inside the transaction's async context, which `done` called within it carries on.
   */
  const claimOrReplay: preHandlerHookHandler = (request, reply, done) => {
    const caller = findCaller(request);
    const key = readIdempotencyKey(request);
    if (caller === undefined || key === undefined) return done();
    const claim = { userId: caller.userId, key, requestHash: hashRequest(hashKey, request) };
    claimWithin(claim).then(
      ({ outcome, transaction }) => {
        if (outcome.kind === 'replay') return void sendReplay(request, reply, outcome.answer);
        held.set(request, { claim, ...(transaction === undefined ? {} : { transaction }) });
        if (transaction === undefined) done();
        else transactions!.run(transaction, done);
      },
      (error: unknown) => {
        if (error instanceof ApiError) sendRefusal(request, reply, error);
        else done(error as Error);
      },
    );
  };

  async function claimWithin(claim: ClaimRequest): Promise<{ outcome: ClaimOutcome; transaction?: RequestTransaction }> {
    if (transactions === undefined) return { outcome: await claimKey(db, settings, claim) };
    const transaction = await transactions.begin({ lockTimeoutMs: settings.waitMs });
    try {
      const outcome = await transactions.run(transaction, () => claimKey(db, settings, claim));
      if (outcome.kind === 'replay') {
        await transaction.rollback();
        return { outcome };
      }
      await transaction.clearLockTimeout();
      return { outcome, transaction };
    } catch (error) {
      await transaction.rollback().catch(() => undefined);
      // The key's first request held it past the wait: it still runs.
      if ((error as { code?: unknown }).code === LOCK_NOT_AVAILABLE) throw idempotencyRefusals.inFlight();
      throw error;
    }
  }

  const keepAnswer: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const holding = held.get(request);
    if (holding === undefined) return payload;
    held.delete(request);
    const { claim, transaction } = holding;
    try {
      if (!isKeptStatus(reply.statusCode)) {
        // Not kept: the key is free again (with a transaction, the change goes with it).
        if (transaction === undefined) await releaseKey(db, claim.userId, claim.key);
        else await transaction.rollback();
        return payload;
      }
      const answer = answerToKeep(reply.statusCode, contentTypeOf(reply), payload, settings.maxAnswerBytes);
      if (transaction === undefined) await finishKey(db, claim.userId, claim.key, answer);
      else {
        await transactions!.run(transaction, () => finishKey(db, claim.userId, claim.key, answer));
        await transaction.commit();
      }
    } catch (error) {
      if (transaction === undefined) {
        // The answer still goes out; the claim stays running until it expires, so a retry is
        // refused as in flight rather than applied twice.
        request.log.error({ err: error }, 'Could not keep the answer of an Idempotency-Key');
        return payload;
      }
      // Neither the change nor its answer is known to be stored: say so, and a retry with the key
      // gets the kept answer or applies the change once.
      await transaction.rollback().catch(() => undefined);
      const failure = toErrorReply(error, 0);
      request.log.warn({ code: failure.code, reason: (error as Error).message }, 'Could not commit a change with its Idempotency-Key answer');
      reply.code(failure.statusCode).headers(failure.headers).header('content-type', 'application/json; charset=utf-8');
      return JSON.stringify(errorBody(failure.code, failure.message));
    }
    return payload;
  };

  /**
   * A request whose answer never went through onSend (a hijacked reply) ends its transaction here.
   * Not on abort: the handler may still be writing, and its writes must stay in the transaction.
   */
  const endLeftover = async (request: FastifyRequest): Promise<void> => {
    const holding = held.get(request);
    held.delete(request);
    await holding?.transaction?.rollback().catch(() => undefined);
  };

  app.addHook('onRoute', (route) => {
    if (!declaresIdempotencyKey(route.schema)) return;
    route.onRequest = [...hooksOf(route.onRequest), checkKey] as typeof route.onRequest;
    route.preHandler = [...hooksOf(route.preHandler), claimOrReplay] as typeof route.preHandler;
  });
  app.addHook('onSend', keepAnswer);
  app.addHook('onResponse', endLeftover);
}

/** PostgreSQL's lock_not_available: the claim waited on another request's uncommitted claim. */
const LOCK_NOT_AVAILABLE = '55P03';

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
