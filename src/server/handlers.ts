import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, PathOf, QueryOf, RequestBody, ResponseData } from '../contract/types';
import type { Caller } from './caller';
import type { RawAnswer } from './rawAnswer';

/**
 * What a handler of an operation anyone may call (`security: []`) receives: the request's parts,
 * already validated against the operation's schemas, typed from the contract; the request itself
 * for its address, headers and log; the reply for rare needs (a status other than 200).
 */
export interface OpenInput<Id extends OperationId> {
  body: RequestBody<Id>;
  query: QueryOf<Id>;
  params: PathOf<Id>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler of an operation that needs a token also receives the caller the token names. */
export interface SecuredInput<Id extends OperationId> extends OpenInput<Id> {
  caller: Caller;
}

/**
 * A handler answers the operation's data; the registry wraps it in `{ status: true, data }`. An
 * operation whose contract answers 200 with no JSON (an image's bytes: its ResponseData is never)
 * answers a RawAnswer instead, which the registry sends as it is; so may a JSON operation for an
 * answer without data (a 304 to its ETag).
 */
export type HandlerAnswer<Id extends OperationId> = [ResponseData<Id>] extends [never] ? RawAnswer : ResponseData<Id> | RawAnswer;
export type OpenHandler<Id extends OperationId> = (input: OpenInput<Id>) => Promise<HandlerAnswer<Id>>;
export type SecuredHandler<Id extends OperationId> = (input: SecuredInput<Id>) => Promise<HandlerAnswer<Id>>;

/**
 * Handlers by operationId. An area's handler files write `satisfies Partial<OpenHandlers>` (or
 * `SecuredHandlers`), so each handler's input and output are typed by its key.
 */
export type OpenHandlers = { [Id in OperationId]: OpenHandler<Id> };
export type SecuredHandlers = { [Id in OperationId]: SecuredHandler<Id> };

/**
 * An area's handlers, split by whether the contract lets anyone call them. The split is checked
 * against the contract when the app is built, so a handler cannot read a caller that no token proved.
 */
export interface AreaHandlers {
  open: Partial<OpenHandlers>;
  secured: Partial<SecuredHandlers>;
}

/**
 * A handler for a contract the types do not describe (test fixtures): the same input, untyped;
 * `caller` is set when the fixture's operation is secured.
 */
export type LooseHandler = (input: LooseInput) => Promise<unknown>;

export interface LooseInput {
  body: unknown;
  query: unknown;
  params: unknown;
  caller: Caller | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type LooseHandlers = Record<string, LooseHandler>;

/** A check for one security scheme of the contract; throws an ApiError to refuse. */
export type SecurityHandler = (request: FastifyRequest) => Promise<void>;

/** Security checks keyed by the contract's securitySchemes names. */
export type SecurityHandlers = Record<string, SecurityHandler>;
