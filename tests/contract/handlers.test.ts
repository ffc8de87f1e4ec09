// Proves that the server's areas and the bundled contract agree: every operation has exactly one
// handler and every handler an operation, declared open or secured as the contract says; every
// security scheme has one check; every migration is named so areas cannot collide; and the
// contract follows the house rules the server relies on (error responses declared, unknown body
// fields forbidden, one error envelope whose codes the server checks).
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/server/areas/index';
import { isOpenOperation, listOperations, loadSpecification } from '../../src/server/contract';
import { appMigrations } from '../../src/server/composition';
import { collectMigrations } from '../../src/server/db/migrate';
import { createAjv } from '../../src/server/validation/ajv';
import { errorEnvelopeSchema } from '../../src/server/validation/errorEnvelope';

const spec = loadSpecification();
const operations = listOperations(spec);
// Areas are only started here to list their parts, never called, so they need no real database.
const started = areas.map((area) => area.start({ db: {} as never, dialect: 'sqlite', version: '0.0.0', secret: 'unused', dashboardSections: () => [], accountDataParts: () => [], pendingMigrations: async () => 0 }));
const handled = started.flatMap((area) => [
  ...Object.keys(area.handlers.open).map((operationId) => ({ operationId, open: true, area: area.name })),
  ...Object.keys(area.handlers.secured).map((operationId) => ({ operationId, open: false, area: area.name })),
]);

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

describe('the contract and the server areas', () => {
  it('has a unique operationId on every operation', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).not.toContain('undefined');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has exactly one handler for every operation, and an operation for every handler', () => {
    const ids = handled.map((handler) => handler.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index), 'operations with two handlers').toEqual([]);
    expect([...ids].sort()).toEqual(operations.map((operation) => operation.operationId).sort());
  });

  it('declares each handler open or secured as the contract does', () => {
    const mismatched = operations
      .filter((operation) => handled.find((handler) => handler.operationId === operation.operationId)?.open !== isOpenOperation(spec, operation))
      .map((operation) => operation.operationId);
    expect(mismatched).toEqual([]);
  });

  it('has exactly one security check for every security scheme', () => {
    const schemes = started.flatMap((area) => Object.keys(area.security));
    expect(schemes.sort()).toEqual(Object.keys(components.securitySchemes).sort());
  });

  it('names the two shipped migrations as they shipped, and every later one by UTC timestamp', () => {
    const names = Object.keys(appMigrations());
    const shipped = ['0001_users', '0002_auth'];
    expect(names.slice(0, 2)).toEqual(shipped);
    expect(names.filter((name) => !shipped.includes(name) && !/^\d{8}T\d{4}_[a-z0-9_]+$/.test(name))).toEqual([]);
  });

  it('refuses two migrations of one name, so two areas cannot collide', () => {
    const migration = { up: async () => undefined };
    expect(() => collectMigrations([{ name: 'a', migrations: { '20261123T1400_x': migration } }, { name: 'b', migrations: { '20261123T1400_x': migration } }])).toThrow(
      'Two migrations are named 20261123T1400_x',
    );
  });

  it('declares 401 on every operation that needs a token', () => {
    const offenders = operations
      .filter((operation) => !isOpenOperation(spec, operation) && !('401' in (operation.operation.responses as Responses)))
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

  it("checks errors outside the contract's operations against its error envelope, codes included", () => {
    const validate = createAjv({ coerceTypes: false, useDefaults: false }).compile(errorEnvelopeSchema);
    const envelope = (code: string) => ({ status: false, error: { code, message: 'Something' } });
    expect(validate(envelope('NOT_FOUND'))).toBe(true);
    expect(validate(envelope('WRONG_LOGIN'))).toBe(true);
    expect(validate(envelope('NOT_A_DECLARED_CODE'))).toBe(false);
    expect(validate({ status: false, error: { code: 'NOT_FOUND' } })).toBe(false);
  });
});
