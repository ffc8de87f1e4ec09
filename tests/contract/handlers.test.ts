// Proves that the server and openapi.yaml agree: every operation has a handler and every handler
// an operation, every security scheme has a check, and the contract follows the house rules the
// server relies on (error responses declared, unknown body fields forbidden, one error envelope).
import { describe, expect, it } from 'vitest';
import { listOperations, loadSpecification } from '../../src/server/contract';
import type { OpenedDatabase } from '../../src/server/db/database';
import { createHandlers } from '../../src/server/handlers';
import { createSecurityHandlers } from '../../src/server/security';
import { errorEnvelopeSchema } from '../../src/server/validation/errorEnvelope';

const spec = loadSpecification();
const operations = listOperations(spec);
// Handlers are only listed here, never called, so they need no real database.
const handlers = createHandlers({ db: {} as OpenedDatabase['db'], dialect: 'sqlite', version: '0.0.0', secret: 'unused' });

type Responses = Record<string, unknown>;
type SchemaObject = Record<string, unknown>;
const components = spec.components as { schemas: Record<string, SchemaObject>; securitySchemes: Record<string, unknown> };

/** Follows local `#/components/...` references. */
function resolve<T>(node: unknown): T {
  if (typeof node === 'object' && node !== null && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], spec);
    return resolve<T>(target);
  }
  return node as T;
}

describe('openapi.yaml and the server', () => {
  it('has a unique operationId on every operation', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).not.toContain('undefined');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a handler for every operation', () => {
    const missing = operations.map((operation) => operation.operationId).filter((id) => !(id in handlers));
    expect(missing, 'operations without a handler').toEqual([]);
  });

  it('has an operation for every handler', () => {
    const ids = new Set(operations.map((operation) => operation.operationId));
    const orphans = Object.keys(handlers).filter((name) => !ids.has(name));
    expect(orphans, 'handlers without an operation').toEqual([]);
  });

  it('has a security handler for every security scheme and no other', () => {
    expect(Object.keys(createSecurityHandlers('unused')).sort()).toEqual(Object.keys(components.securitySchemes).sort());
  });

  it('declares 401 on every operation that needs a token', () => {
    const offenders = operations
      .filter((operation) => {
        const security = (operation.operation.security ?? spec.security) as unknown[];
        return security.length > 0 && !('401' in (operation.operation.responses as Responses));
      })
      .map((operation) => operation.operationId);
    expect(offenders).toEqual([]);
  });

  it('declares 400, 413 and 415 on every operation with a body, and forbids unknown body fields', () => {
    const offenders: string[] = [];
    for (const operation of operations) {
      const requestBody = resolve<{ content?: Record<string, { schema?: unknown }> } | undefined>(operation.operation.requestBody);
      if (requestBody === undefined) continue;
      const responses = operation.operation.responses as Responses;
      for (const status of ['400', '413', '415']) {
        if (!(status in responses)) offenders.push(`${operation.operationId}: no ${status}`);
      }
      for (const [mediaType, media] of Object.entries(requestBody.content ?? {})) {
        const schema = resolve<SchemaObject>(media.schema);
        if (schema.type === 'object' && schema.additionalProperties !== false) {
          offenders.push(`${operation.operationId} ${mediaType}: additionalProperties is not false`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it("describes the error envelope exactly as the server's fallback check does", () => {
    const contract = structuredClone(components.schemas.ErrorEnvelope) as SchemaObject & { properties: { error: unknown } };
    contract.properties.error = resolve(contract.properties.error);
    const strip = (node: unknown): unknown =>
      typeof node !== 'object' || node === null
        ? node
        : Object.fromEntries(
            Object.entries(node)
              .filter(([key]) => !['description', 'examples'].includes(key))
              .map(([key, value]) => [key, Array.isArray(value) ? value : strip(value)]),
          );
    expect(strip(contract)).toEqual(errorEnvelopeSchema);
  });
});
