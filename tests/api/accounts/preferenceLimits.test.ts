// Proves the limits on free-form preference values (deviceShutdownConfig, the client's own
// settings object): at most 8 levels deep and 16 KiB of JSON, refused with 400 VALIDATION_FAILED
// naming the field and nothing stored. Before, a 900 KB string was stored and sent back with
// every login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FREE_FORM_DEPTH, MAX_FREE_FORM_JSON_LENGTH } from '../../../src/server/areas/accounts/preferences';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, signUp, type SignedUp } from '../../helpers/auth';

const FIELD = 'preferences.deviceShutdownConfig';

/** An object `levels` deep: { a: { a: ... { a: 0 } } }. */
const nested = (levels: number): Record<string, unknown> => {
  let value: Record<string, unknown> = { a: 0 };
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
};

describe('free-form preference values', () => {
  let t: TestApp;
  let user: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUp(t.app, 'ivy');
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (deviceShutdownConfig: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user._id}`,
      headers: { 'x-access-token': user.access.token },
      payload: { preferences: { deviceShutdownConfig } },
    });
  const stored = async () =>
    (await t.database.db.selectFrom('user_preferences').select('device_shutdown_config').where('user_id', '=', user._id).executeTakeFirstOrThrow())
      .device_shutdown_config;

  it(`keeps a value ${MAX_FREE_FORM_DEPTH} levels deep and ${MAX_FREE_FORM_JSON_LENGTH} characters of JSON`, async () => {
    expect((await save(nested(MAX_FREE_FORM_DEPTH))).statusCode).toBe(200);
    const largest = { text: 'x'.repeat(MAX_FREE_FORM_JSON_LENGTH - '{"text":""}'.length) };
    const response = await save(largest);
    expect(response.statusCode).toBe(200);
    expect(await stored()).toBe(JSON.stringify(largest));
  });

  it.each([
    ['a 900 KB string', { text: 'x'.repeat(900_000) }, `${FIELD} must be at most ${MAX_FREE_FORM_JSON_LENGTH} characters as JSON`],
    ['one character too many', { text: 'x'.repeat(MAX_FREE_FORM_JSON_LENGTH - '{"text":""}'.length + 1) }, `${FIELD} must be at most ${MAX_FREE_FORM_JSON_LENGTH} characters as JSON`],
    [`${MAX_FREE_FORM_DEPTH + 1} levels`, nested(MAX_FREE_FORM_DEPTH + 1), `${FIELD} must be nested at most ${MAX_FREE_FORM_DEPTH} levels deep`],
  ])('refuses %s, storing nothing', async (_name, value, message) => {
    const before = await stored();
    const response = await save(value);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf('VALIDATION_FAILED', message));
    expect(await stored()).toBe(before);
  });
});
