// Proves `us login <username>` (issue 11) on the real accounts runtime and a fake server: it asks
// for the password (masked), then, for a 2FA user, the code; it logs in as the login screen does
// (the stored session follows), says a refusal by its code's message, and spec §8's
// 'Already logged in' to the letter, in English and Swedish.
import { beforeEach, describe, expect, it } from 'vitest';
import { selectAuth } from '../../../../../machines/authMachine';
import { localSession } from '../../../session/localSession';
import { outcomeTexts, messageText } from '../../../testing/commandOutput';
import { createTestCommandServices } from '../../../testing/commandServices';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { loginCommand } from './loginCommand';
import { runCommand } from './runCommand.testing';

const ada = testUser();
let server: FakeServer;

beforeEach(() => {
  server = createFakeServer({ user: ada });
  server.routes['POST /auth/login'] = (_request, body) =>
    (body as { password: string }).password === 'right password' ? ok(ada) : refused(401, 'WRONG_LOGIN', 'Wrong username or password');
});

/** A visitor's command line, on `server`. */
function visitor() {
  return createTestCommandServices({ server });
}

describe('us login', () => {
  it('asks for the password, masked, then logs in, and the app keeps the user', async () => {
    const { services, runtime } = visitor();
    const asked = await runCommand(loginCommand, 'us login ada', services);
    expect(asked).toMatchObject({ status: 'ok', lines: [], prompt: { message: { id: 'accounts.commands.passwordPrompt' }, masked: true } });
    expect(messageText(asked.prompt!.message)).toBe('Password');
    expect(await server.calls('POST /auth/login')).toEqual([]);

    const done = await runCommand(loginCommand, 'us login ada', services, ['right password']);
    expect(done.status).toBe('ok');
    expect(done.prompt).toBeUndefined();
    expect(outcomeTexts(done)).toEqual(['Logged in as ada']);
    expect(outcomeTexts(done, 'sv')).toEqual(['Inloggad som ada']);
    expect((await server.calls('POST /auth/login')).map((call) => call.body)).toEqual([{ username: 'ada', password: 'right password' }]);
    expect(selectAuth(runtime.auth.getSnapshot()).isLoggedIn).toBe(true);
    expect(localSession.get().user?.username).toBe('ada');
  });

  it('takes a username of digits, which the parser reads as a position', async () => {
    const { services } = visitor();
    await runCommand(loginCommand, 'us login 1234', services, ['right password']);
    expect((await server.calls('POST /auth/login')).map((call) => call.body)).toEqual([{ username: '1234', password: 'right password' }]);
  });

  it("says the refusal by its code's message and stays logged out", async () => {
    const { services, runtime } = visitor();
    const refusedLogin = await runCommand(loginCommand, 'us login ada', services, ['guess']);
    expect(refusedLogin).toMatchObject({ status: 'error', lines: [{ kind: 'message', message: { id: 'api.errors.wrongLogin' } }] });
    expect(refusedLogin.prompt).toBeUndefined();
    expect(outcomeTexts(refusedLogin)).toEqual(['Wrong username or password']);
    expect(selectAuth(runtime.auth.getSnapshot()).isLoggedIn).toBe(false);
    expect(localSession.get().user).toBeNull();
  });

  it('says how to call it without a username, in both languages', async () => {
    const { services } = visitor();
    const answer = await runCommand(loginCommand, 'us login', services);
    expect(answer.status).toBe('error');
    expect(answer.prompt).toBeUndefined();
    expect(outcomeTexts(answer)).toEqual(['Username required. Usage: us login <username>']);
    expect(outcomeTexts(answer, 'sv')).toEqual(['Användarnamn krävs. Användning: us login <username>']);
  });

  describe('with two-factor authentication', () => {
    beforeEach(() => {
      server.routes['POST /auth/login'] = () => ok({ twoFactorRequired: true, token: 'PENDING', expiresIn: 300 });
      server.routes['POST /auth/2fa'] = (_request, body) =>
        (body as { code: string }).code === '123456' ? ok({ ...ada, is2faEnabled: true }) : refused(401, 'WRONG_CODE', 'Wrong code');
    });

    it('asks for the code after the password; a wrong code says so and asks again; the right one logs in', async () => {
      const { services, runtime } = visitor();
      const codeAsked = await runCommand(loginCommand, 'us login ada', services, ['right password']);
      expect(codeAsked).toMatchObject({ status: 'ok', lines: [], prompt: { message: { id: 'accounts.commands.codePrompt' }, masked: false } });
      expect(messageText(codeAsked.prompt!.message)).toBe('Code from your authenticator app');
      expect(selectAuth(runtime.auth.getSnapshot()).isLoggedIn).toBe(false);

      const wrong = await runCommand(loginCommand, 'us login ada', services, ['right password', '000000']);
      expect(wrong.status).toBe('error');
      expect(outcomeTexts(wrong)).toEqual(['Wrong code']);
      expect(wrong.prompt).toMatchObject({ message: { id: 'accounts.commands.codePrompt' }, masked: false });

      const done = await runCommand(loginCommand, 'us login ada', services, ['right password', '000000', '123456']);
      expect(outcomeTexts(done)).toEqual(['Logged in as ada']);
      const codes = await server.calls('POST /auth/2fa');
      expect(codes.map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
      expect(codes.map((call) => call.request.headers.get('x-access-token'))).toEqual(['PENDING', 'PENDING']);
      expect(selectAuth(runtime.auth.getSnapshot()).isLoggedIn).toBe(true);
      // The password is sent once: answering the code does not log in again.
      expect(await server.calls('POST /auth/login')).toHaveLength(1);
    });

    it('starts over when an earlier login was left at its code', async () => {
      const { services } = visitor();
      await runCommand(loginCommand, 'us login ada', services, ['right password']);
      const again = await runCommand(loginCommand, 'us login ada', services, ['right password']);
      expect(again.prompt).toMatchObject({ message: { id: 'accounts.commands.codePrompt' } });
      expect(await server.calls('POST /auth/login')).toHaveLength(2);
    });
  });
});

// Spec §8's message of the `us` commands, with the scenario that says it: the exact English and
// a Swedish translation of its own.
describe("spec §8's message", () => {
  it.each([['Already logged in', 'accounts.commands.alreadyLoggedIn']])("'%s' when a signed-in user logs in again, without asking anything", async (english, id) => {
    const { services } = createTestCommandServices({ user: ada, server });
    const answer = await runCommand(loginCommand, 'us login ada', services);
    expect(answer.lines).toEqual([{ kind: 'message', message: expect.objectContaining({ id }) }]);
    expect(answer.prompt).toBeUndefined();
    expect(outcomeTexts(answer)).toEqual([english]);
    expect(outcomeTexts(answer, 'sv')[0]).not.toBe(english);
    expect(outcomeTexts(answer, 'sv')[0]).toMatch(/\S/);
    expect(await server.calls('POST /auth/login')).toEqual([]);
  });
});
