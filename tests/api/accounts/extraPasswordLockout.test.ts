// Proves that wrong extra passwords lock the login that guesses, not the owner (issue 24): the
// guesses count per login (main session, one refresh-token family), so a stolen session that
// guesses is refused, even with the right password, while the owner's other logins still open
// the vault; a locked login's further guesses do not reach the user's ceiling, which only many
// logins can reach, and which then refuses every login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, type SignedUp } from '../../helpers/auth';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { extraLogin, openVault } from '../../helpers/vault';

const RIGHT = 'the right extra password';

describe('extra password lockout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      settings: { accounts: { extraPasswordSessionLimit: { max: 5, windowSeconds: 900 }, extraPasswordUserLimit: { max: 8, windowSeconds: 900 } } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const statusesOf = async (login: SignedUp, guesses: string[]) => {
    const statuses: number[] = [];
    for (const guess of guesses) statuses.push((await extraLogin(t.app, login, guess)).statusCode);
    return statuses;
  };

  it('locks the guessing login, even for the right password, while another login of the owner opens the vault', async () => {
    const thief = await signUp(t.app, 'owner');
    await openVault(t.app, thief, RIGHT);
    const owner = await logIn(t.app, 'owner');
    expect(await statusesOf(thief, Array.from({ length: 5 }, (_, i) => `guess ${i}`))).toEqual([401, 401, 401, 401, 401]);
    const locked = await extraLogin(t.app, thief, RIGHT);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: false, error: { code: 'TOO_MANY_ATTEMPTS' } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await extraLogin(t.app, owner, RIGHT)).statusCode).toBe(200);
  });

  it("keeps a per-user ceiling that a locked login's guesses do not spend, and that stops every login once many have guessed", async () => {
    const first = await signUp(t.app, 'ceiling');
    await openVault(t.app, first, RIGHT);
    const [second, owner] = [await logIn(t.app, 'ceiling'), await logIn(t.app, 'ceiling')];
    // 5 wrong and 3 refused for the first login: only its 5 reach the ceiling of 8.
    expect(await statusesOf(first, Array.from({ length: 8 }, (_, i) => `first ${i}`))).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await statusesOf(second, ['second 0', 'second 1', 'second 2', 'second 3'])).toEqual([401, 401, 401, 429]);
    expect((await extraLogin(t.app, owner, RIGHT)).statusCode).toBe(429);
  });
});
