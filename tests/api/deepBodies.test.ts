// Guard: a body nested 6,000 levels deep, sent to every operation of the bundled contract that
// takes a body (at the top and in each of its object fields, two levels down), is refused with a
// 4xx and changes nothing. Before, such a value in a free-form preference reached JSON.stringify
// and overflowed the stack (500). Each call carries the token its operation accepts, so the body
// is what gets judged.
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/contract/types';
import { isOpenOperation, listOperations, loadSpecification, type OperationInfo } from '../../src/server/contract';
import { API_PREFIX } from '../../src/server/paths';
import { MAX_BODY_DEPTH } from '../../src/server/validation/depth';
import { tableSnapshot } from '../helpers/tableSnapshot';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { PASSWORD, post, signUp } from '../helpers/auth';

const DEPTH = 6000;
const DEEP_VALUES = {
  objects: `${'{"a":'.repeat(DEPTH)}0${'}'.repeat(DEPTH)}`,
  arrays: `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`,
};

const spec = loadSpecification();
const withBody = listOperations(spec).filter((operation) => operation.operation.requestBody !== undefined);

type Schema = { $ref?: string; type?: unknown; properties?: Record<string, Schema>; content?: Record<string, { schema?: Schema }> };

function resolve(schema: Schema | undefined): Schema | undefined {
  if (schema?.$ref === undefined) return schema;
  const target = schema.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec);
  return resolve(target as Schema);
}

/** Where a deep value can go: the body itself, and each object field down to two levels. */
function placements(operation: OperationInfo): string[][] {
  const body = resolve(operation.operation.requestBody as Schema);
  const schema = resolve(body?.content?.['application/json']?.schema);
  const found: string[][] = [[]];
  const walk = (node: Schema | undefined, path: string[]) => {
    if (path.length === 2) return;
    for (const [name, child] of Object.entries(resolve(node)?.properties ?? {})) {
      found.push([...path, name]);
      walk(child, [...path, name]);
    }
  };
  walk(schema, []);
  return found;
}

/** The JSON text with the deep value at path, written as text: building it as an object and
 * stringifying would overflow this test's own stack. */
const bodyText = (path: string[], deep: string) => path.reduceRight((inner, key) => `{${JSON.stringify(key)}:${inner}}`, deep);

describe(`a body nested ${DEPTH} levels deep`, () => {
  let t: TestApp;
  let user: User;
  let pendingToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, 'deep-diver');
    // A second user with 2FA on, for a pending-login token (the only one verifyTwoFactor takes).
    const second = await signUp(t.app, 'deep-second');
    const headers = { 'x-access-token': second.access.token };
    const setup = (await post(t.app, '/api/auth/2fa/setup', undefined, headers)).json() as { data: { secret: string } };
    const code = new TOTP({ secret: Secret.fromBase32(setup.data.secret) }).generate();
    expect((await post(t.app, '/api/auth/2fa/enable', { code }, headers)).statusCode).toBe(200);
    const pending = (await post(t.app, '/api/auth/login', { username: 'deep-second', password: PASSWORD })).json() as { data: { token: string } };
    pendingToken = pending.data.token;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every table's rows (not the migrations' own), to prove that nothing changed. */
  const snapshot = () => tableSnapshot(t.database.db);

  it('reaches every operation that takes a body', () => {
    expect(withBody.length).toBeGreaterThan(0);
    expect(withBody.map((operation) => operation.operationId)).toContain('updateUser');
  });

  it.each(withBody.map((operation) => [operation.operationId, operation] as const))('is refused by %s with a 4xx, changing nothing', async (_id, operation) => {
    const before = await snapshot();
    const token = operation.operationId === 'verifyTwoFactor' ? pendingToken : user.access.token;
    const url = API_PREFIX + operation.path.replace(/\{\w+\}/g, user._id);
    for (const path of placements(operation)) {
      for (const [shape, deep] of Object.entries(DEEP_VALUES)) {
        const response = await t.app.inject({
          method: operation.method.toUpperCase() as 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(isOpenOperation(spec, operation) ? {} : { 'x-access-token': token }) },
          payload: bodyText(path, deep),
        });
        const where = `${shape} at /${path.join('/')}: ${response.body.slice(0, 200)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(response.json(), where).toMatchObject({ status: false });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('names the field it was found in', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user._id}`,
      headers: { 'content-type': 'application/json', 'x-access-token': user.access.token },
      payload: bodyText(['preferences', 'deviceShutdownConfig'], DEEP_VALUES.objects),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      error: { code: 'VALIDATION_FAILED', message: `preferences.deviceShutdownConfig is nested more than ${MAX_BODY_DEPTH} levels deep` },
    });
  });
});
