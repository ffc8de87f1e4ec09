import type { FastifyInstance } from 'fastify';
import type { ErrorCode, OperationId, PathOf, QueryOf, RequestBody, ResponseData } from '../../src/contract/types';
import { listOperations, loadSpecification } from '../../src/server/contract';
import { API_PREFIX } from '../../src/server/paths';

const operations = new Map(listOperations(loadSpecification()).map((operation) => [operation.operationId, operation]));

/** The operationIds of the bundled contract, in document order. */
export const contractOperationIds = [...operations.keys()];

export interface CallOptions<Id extends OperationId> {
  params?: PathOf<Id>;
  query?: QueryOf<Id>;
  body?: RequestBody<Id>;
  /** Sent as x-access-token. */
  token?: string;
  /** Sent as x-extra-token (the password vault's operations need both). */
  extraToken?: string;
  /** A body that is not JSON (an image upload): its bytes, sent with this Content-Type instead of `body`. */
  rawBody?: { contentType: string; bytes: Buffer };
  /** More request headers (If-None-Match). */
  headers?: Record<string, string>;
}

export type Envelope<Id extends OperationId> =
  | { status: true; data: ResponseData<Id> }
  | { status: false; error: { code: ErrorCode; message: string } };

export interface Answer<Id extends OperationId> {
  statusCode: number;
  body: Envelope<Id>;
}

/**
 * The answer of an operation whose success is not the envelope (an image's bytes: its contract
 * answers 200 with no JSON), as a client receives it.
 */
export interface BytesAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  bytes: Buffer;
}

/**
 * Calls an operation by its operationId, with its method and path taken from the contract, so a
 * test names what it calls the way a handler is declared.
 */
export async function callOperation<Id extends OperationId>(app: FastifyInstance, id: Id, options: CallOptions<Id> = {}): Promise<Answer<Id>> {
  const response = await injectOperation(app, id, options);
  return { statusCode: response.statusCode, body: response.json() as Envelope<Id> };
}

/** Calls an operation that answers bytes (GET /image/{imageId}); its refusals are still envelopes. */
export async function callOperationForBytes<Id extends OperationId>(app: FastifyInstance, id: Id, options: CallOptions<Id> = {}): Promise<BytesAnswer> {
  const response = await injectOperation(app, id, options);
  return { statusCode: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

async function injectOperation<Id extends OperationId>(app: FastifyInstance, id: Id, options: CallOptions<Id>) {
  const operation = operations.get(id);
  if (operation === undefined) throw new Error(`The contract has no operation ${id}`);
  const params = (options.params ?? {}) as Record<string, string>;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const query = new URLSearchParams(Object.entries((options.query ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
  const search = query.size === 0 ? '' : `?${query.toString()}`;
  return app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url: `${API_PREFIX}${path}${search}`,
    headers: {
      ...options.headers,
      ...(options.token === undefined ? {} : { 'x-access-token': options.token }),
      ...(options.extraToken === undefined ? {} : { 'x-extra-token': options.extraToken }),
      ...(options.rawBody === undefined ? {} : { 'content-type': options.rawBody.contentType }),
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    ...(options.rawBody === undefined ? {} : { payload: options.rawBody.bytes }),
  });
}

/** The data of a successful answer; fails with the answer when it was not one. */
export function dataOf<Id extends OperationId>(answer: Answer<Id>): ResponseData<Id> {
  if (answer.statusCode !== 200 || !answer.body.status) throw new Error(`Expected success, got ${answer.statusCode} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
