import type { DataValidationCxt } from 'ajv/dist/types';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, preValidationAsyncHookHandler } from 'fastify';
import { listOperations, type Specification } from '../contract';
import { ApiError } from '../errors';
import { compiledWhen } from '../schemaCompilation';
import { createAjv, type ValidateFunction } from '../validation/ajv';
import { findTooDeep, MAX_BODY_DEPTH, tooDeepField } from '../validation/depth';
import { findNulText, nulTextMessage } from '../validation/text';

/**
 * Request validation from the contract's schemas. JSON bodies are validated without type
 * coercion (`"age": "3"` is not an integer); path, query and header values arrive as text, so
 * they are coerced ("3" → 3 for an integer parameter).
 */
export function registerRequestValidation(app: FastifyInstance, specification: Specification, onFirstUse: boolean): void {
  const bodyAjv = createAjv({ coerceTypes: false, useDefaults: true });
  const textAjv = createAjv({ coerceTypes: 'array', useDefaults: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compile = () => (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);
    return onFirstUse ? validatorOnFirstUse(compile) : compile();
  });

  // The route schemas lose `requestBody.required`, so it is read from the contract.
  const optionalBodies = new Set(
    listOperations(specification)
      .filter(({ operation }) => (operation.requestBody as { required?: boolean } | undefined)?.required !== true)
      .map(({ operationId }) => operationId),
  );

  // Fastify validates a body only against the schema of the request's own media type and skips
  // validation when there is none; these guards close that gap for operations with a body.
  app.addHook('onRoute', (route) => {
    if ((route.schema as { operationId?: string } | undefined)?.operationId === undefined) return;
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [...hooks, refuseNulText];
  });

  app.addHook('onRoute', (route) => {
    const mediaTypes = bodyMediaTypes(route.schema?.body);
    if (mediaTypes === undefined) return;
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId ?? '';
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route.preValidation = [checkBody(mediaTypes, optionalBodies.has(operationId)), ...hooks];
  });
}

type FastifyValidationResult = ReturnType<FastifySchemaCompiler<unknown>>;

/** An AJV validator that Fastify may hold from the start but that is compiled when first called. */
function validatorOnFirstUse(compile: () => ValidateFunction): FastifyValidationResult {
  const compiled = compiledWhen(true, compile);
  const validate: FastifyValidationResult = (data: unknown, context?: DataValidationCxt) => {
    const validator = compiled();
    const valid = validator(data, context);
    validate.errors = validator.errors as FastifyValidationResult['errors'];
    return valid;
  };
  // Fastify passes the request as the parent only to a function with this mark; AJV needs the
  // parent to coerce or default a root value.
  return Object.assign(validate, { schemaEnv: true });
}

/** After the body checks (media type, depth), so those refusals come first. */
const refuseNulText: preValidationAsyncHookHandler = async (request: FastifyRequest) => {
  // A raw body (an image's bytes, see imageBodies.ts) holds no text; walking its bytes as keys took seconds.
  const path = findNulText({ query: request.query, body: Buffer.isBuffer(request.body) ? undefined : request.body });
  if (path !== undefined) throw new ApiError(400, 'VALIDATION_FAILED', nulTextMessage(path.replace(/^\/(query|body)/, '')));
};

function bodyMediaTypes(body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || !('content' in body)) return undefined;
  const content = body.content;
  return typeof content === 'object' && content !== null ? Object.keys(content) : undefined;
}

function checkBody(mediaTypes: string[], optional: boolean): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    if (request.body === undefined) {
      if (optional) return;
      throw new ApiError(400, 'BAD_REQUEST', 'Request body is required');
    }
    if (request.mediaType === undefined || !mediaTypes.includes(request.mediaType)) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${mediaTypes.join(' or ')}`);
    }
    // Before anything recursive (validation, a handler's JSON.stringify) meets the body. Raw bytes have no depth.
    if (Buffer.isBuffer(request.body)) return;
    const tooDeep = findTooDeep(request.body, MAX_BODY_DEPTH);
    if (tooDeep !== undefined) {
      const field = tooDeepField(tooDeep);
      throw new ApiError(400, 'VALIDATION_FAILED', `${field === '' ? 'Request body' : field} is nested more than ${MAX_BODY_DEPTH} levels deep`);
    }
  };
}
