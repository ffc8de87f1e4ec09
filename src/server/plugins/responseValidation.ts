import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createAjv, type ValidateFunction } from '../validation/ajv';
import { errorEnvelopeSchema } from '../validation/errorEnvelope';
import { isApiPath } from '../paths';
import { compiledWhen } from '../schemaCompilation';

/**
 * What to do when a response breaks its contract schema (a server bug, never the client's):
 * - 'error': log it and answer 500 instead, so tests and development runs fail loudly;
 * - 'log': log it and send the response anyway (production: a user keeps a working app while
 *   the log says what to fix).
 */
export type ResponseValidationMode = 'error' | 'log';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Response schemas of a contract route, compiled (see compiler), keyed by lower-cased status ("200", "4xx", "default"). */
    responseValidators?: Map<string, () => ValidateFunction>;
  }
}

/** Thrown (in 'error' mode) when a response breaks its schema; the error handler answers 500. */
export class ResponseContractError extends Error {
  override name = 'ResponseContractError';
}

export function registerResponseValidation(app: FastifyInstance, mode: ResponseValidationMode, onFirstUse: boolean): void {
  // No coercion, no defaults: check what the handler produced, exactly.
  const compile = (schema: object) => compiledWhen(onFirstUse, () => createAjv({ coerceTypes: false, useDefaults: false }).compile(schema));
  const validateErrorEnvelope = compile(errorEnvelopeSchema);

  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response;
    if (typeof responses !== 'object' || responses === null) return;
    const validators = new Map<string, () => ValidateFunction>();
    for (const [status, response] of Object.entries(responses)) {
      const schema = jsonSchemaOf(response);
      if (schema !== undefined) validators.set(status.toLowerCase(), compile(schema));
    }
    route.config = { ...route.config, responseValidators: validators };
  });

  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isApiPath(request.url)) return payload;
    const statusCode = reply.statusCode;
    const validators = request.routeOptions.config.responseValidators;
    const validate = (
      (validators === undefined ? undefined : pick(validators, statusCode)) ??
      (statusCode >= 400 ? validateErrorEnvelope : undefined)
    )?.();
    if (validate === undefined) {
      if (validators === undefined) return payload;
      return violation(request, mode, payload, `status ${statusCode} is not declared`, null);
    }
    if (validate(payload)) return payload;
    return violation(request, mode, payload, `status ${statusCode} body does not match its schema`, validate.errors);
  });
}

function violation(
  request: FastifyRequest,
  mode: ResponseValidationMode,
  payload: unknown,
  problem: string,
  errors: ValidateFunction['errors'],
): unknown {
  // AJV errors carry paths and keywords, not values, so nothing secret reaches the log.
  request.log.error(
    { operationId: (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId, problem, errors },
    'Response does not match the contract',
  );
  if (mode === 'error') throw new ResponseContractError(`Response does not match the contract: ${problem}`);
  return payload;
}

/** The JSON schema of a response: openapi-glue nests it under content['application/json']. */
function jsonSchemaOf(response: unknown): object | undefined {
  if (typeof response !== 'object' || response === null) return undefined;
  if (!('content' in response)) return response;
  const content = response.content as Record<string, { schema?: object } | undefined>;
  return content['application/json']?.schema;
}

function pick<T>(validators: Map<string, T>, statusCode: number): T | undefined {
  return (
    validators.get(String(statusCode)) ??
    validators.get(`${String(statusCode).charAt(0)}xx`) ??
    validators.get('default')
  );
}
