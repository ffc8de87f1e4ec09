// The Idempotency-Key in the contract (issue 25): declared once, and on every mutation that needs
// a token unless the operation says why not, so a new area cannot forget it. Reads take none and
// neither do open operations (there is no user to keep a key for).
import { describe, expect, it } from 'vitest';
import { isOpenOperation, listOperations, loadSpecification } from '../../../src/server/contract';

const spec = loadSpecification();
const PARAMETER_REF = '#/components/parameters/IdempotencyKey';
const MUTATIONS = new Set(['post', 'put', 'patch', 'delete']);

const operations = listOperations(spec).map((operation) => {
  const parameters = (operation.operation.parameters ?? []) as Array<{ $ref?: string }>;
  return {
    name: `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`,
    mutation: MUTATIONS.has(operation.method),
    open: isOpenOperation(spec, operation),
    takesKey: parameters.some((parameter) => parameter.$ref === PARAMETER_REF),
    whyNot: operation.operation['x-no-idempotency-key'],
  };
});

describe('Idempotency-Key in the contract', () => {
  it('is declared once: an optional UUID header', () => {
    const parameters = (spec.components as { parameters: Record<string, unknown> }).parameters;
    expect(parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', format: 'uuid' } });
  });

  it('is taken by every mutation that needs a token, or the operation says why not', () => {
    const forgotten = operations.filter((operation) => operation.mutation && !operation.open && !operation.takesKey && typeof operation.whyNot !== 'string');
    expect(forgotten.map((operation) => operation.name)).toEqual([]);
  });

  it('is never both taken and refused, nor taken by a read or an open operation', () => {
    const misplaced = operations.filter((operation) => operation.takesKey && (!operation.mutation || operation.open || operation.whyNot !== undefined));
    expect(misplaced.map((operation) => operation.name)).toEqual([]);
  });

  it('is refused only by operations whose answers hold secrets, with the reason', () => {
    const refusing = operations.filter((operation) => operation.whyNot !== undefined);
    expect(refusing.map((operation) => [operation.name, operation.whyNot])).toEqual(
      refusing.map((operation) => [operation.name, expect.stringMatching(/^its answer holds (tokens|the new TOTP secret|recovery codes)\b/)]),
    );
    expect(refusing.length).toBeGreaterThan(0);
  });
});
