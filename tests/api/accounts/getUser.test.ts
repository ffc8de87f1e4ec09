// Proves GET /api/auth/user/{id}: the caller's own profile as the server holds it now (so a change
// made in another tab or browser shows), and 404 for any other id, another user's included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../src/server/ids';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { errorOf, logIn, PASSWORD, signUp, type SignedUp } from '../../helpers/auth';
import { authKey, vaultFor } from '../../helpers/vault';

describe('GET /api/auth/user/{id}', () => {
  let t: TestApp;
  let ines: SignedUp;
  let jon: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    [ines, jon] = await Promise.all([signUp(t.app, 'Ines'), signUp(t.app, 'jon')]);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: string, token = ines.access.token) =>
    t.app.inject({ method: 'GET', url: `/api/auth/user/${id}`, headers: { 'x-access-token': token } });

  it("answers the caller's own profile, without a session or tokens", async () => {
    const response = await get(ines._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        _id: ines._id,
        username: 'Ines',
        is2faEnabled: false,
        hasExtraPassword: false,
        preferences: { theme: 'light', language: 1, timeFilter: 'day', timeView: 'list', timeSorting: 'normal' },
      },
    });
  });

  it('shows what another browser changed since this one logged in', async () => {
    const other = await logIn(t.app, 'ines');
    const change = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/auth/user/${ines._id}`, payload: body, headers: { 'x-access-token': other.access.token } });
    expect((await change({ preferences: { theme: 'dark', language: 2 } })).statusCode).toBe(200);
    expect((await change({ currentPassword: PASSWORD, extraPassword: authKey('an extra password'), vault: vaultFor('an extra password') })).statusCode).toBe(200);

    const response = await get(ines._id);
    expect(response.json()).toMatchObject({
      status: true,
      data: { hasExtraPassword: true, preferences: { theme: 'dark', language: 2 } },
    });
  });

  it("answers another user's id exactly like an unknown one: 404 User not found", async () => {
    const theirs = await get(jon._id);
    const unknown = await get(newId());
    for (const response of [theirs, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorOf('USER_NOT_FOUND', 'User not found'));
    }
  });

  it('refuses a malformed id with 400 and a missing token with 401', async () => {
    const malformed = await get('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual(errorOf('VALIDATION_FAILED', 'id must be at least 12 characters long'));
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/auth/user/${ines._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorOf('UNAUTHORIZED', 'Missing or invalid access token'));
  });
});
