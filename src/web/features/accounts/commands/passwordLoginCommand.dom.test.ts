// Proves `us -p` (issue 11): the password login of /password-login from the command line, on the
// real accounts runtime and vault crypto (the key derivation replaced by an instant stand-in):
// it asks for the extra password (masked), logs in and holds the vault key, says 'Wrong password'
// (spec §8) for a refused one, unlocks the key in a tab that has only the extra token, and says
// when there is nothing to do.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectExtraAuth } from '../../../../../machines/extraAuthMachine';
import { localSession } from '../../../session/localSession';
import { messageText, outcomeTexts } from '../../../testing/commandOutput';
import { createTestCommandServices } from '../../../testing/commandServices';
import { createFakeServer, ok, refused, type FakeServer } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { fixtureAuthKey, fixtureExtraPassword, fixtureVaultKey } from '../../../testing/vaultFixture';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import { passwordLoginCommand } from './passwordLoginCommand';
import { runCommand } from './runCommand.testing';

// The key derivation is not this file's subject: an instant stand-in (testing/fastMasterKey.ts).
vi.mock('../../../vault/masterKey', () => import('../../../testing/fastMasterKey'));

const ada = testUser({ hasExtraPassword: true });
let server: FakeServer;

beforeEach(() => {
  server = createFakeServer({ user: ada });
  server.routes['POST /auth/extra-password'] = (_request, body) =>
    (body as { extraPassword: string }).extraPassword === fixtureAuthKey
      ? ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 300 })
      : refused(401, 'WRONG_PASSWORD', 'Wrong password');
});

const rawKey = async (key: CryptoKey | null) => new Uint8Array(await crypto.subtle.exportKey('raw', key!));

describe('us -p', () => {
  it('asks for the extra password, masked, then logs in to passwords and holds the vault key', async () => {
    const { services, runtime } = createTestCommandServices({ user: ada, server });
    const asked = await runCommand(passwordLoginCommand, 'us -p', services);
    expect(asked).toMatchObject({ status: 'ok', lines: [], prompt: { message: { id: 'accounts.commands.extraPasswordPrompt' }, masked: true } });
    expect(messageText(asked.prompt!.message)).toBe('Extra password');

    const done = await runCommand(passwordLoginCommand, 'us -p', services, [fixtureExtraPassword]);
    expect(done.status).toBe('ok');
    expect(outcomeTexts(done)).toEqual(['Logged in to passwords']);
    expect(outcomeTexts(done, 'sv')).toEqual(['Inloggad i lösenorden']);
    const session = runtime.signedIn.current()!;
    expect(selectExtraAuth(session.extraAuth.getSnapshot()).isLoggedIn).toBe(true);
    expect(localSession.get().extraToken).toMatchObject({ token: 'EXTRA', refreshToken: 'EXTRA-R' });
    expect(await rawKey(vaultKeyStore.get())).toEqual(await rawKey(await fixtureVaultKey()));
    // The password login's screen is not opened: the command line stays where it is.
    expect((await server.calls('POST /auth/extra-password')).map((call) => call.body)).toEqual([{ extraPassword: fixtureAuthKey }]);
  });

  it("says 'Wrong password' for a refused one and holds no key", async () => {
    const { services, runtime } = createTestCommandServices({ user: ada, server });
    const answer = await runCommand(passwordLoginCommand, 'us -p', services, ['guess the vault']);
    expect(answer).toMatchObject({ status: 'error', lines: [{ kind: 'message', message: { id: 'auth.errors.wrongPassword' } }] });
    expect(answer.prompt).toBeUndefined();
    expect(outcomeTexts(answer)).toEqual(['Wrong password']);
    expect(selectExtraAuth(runtime.signedIn.current()!.extraAuth.getSnapshot()).isLoggedIn).toBe(false);
    expect(vaultKeyStore.get()).toBeNull();
  });

  it('says so when already logged in to passwords in this tab, without asking', async () => {
    const { services } = createTestCommandServices({ user: ada, server });
    await runCommand(passwordLoginCommand, 'us -p', services, [fixtureExtraPassword]);
    const again = await runCommand(passwordLoginCommand, 'us -p', services);
    expect(again.status).toBe('ok');
    expect(again.prompt).toBeUndefined();
    expect(outcomeTexts(again)).toEqual(['Already logged in to passwords']);
    expect(outcomeTexts(again, 'sv')).toEqual(['Redan inloggad i lösenorden']);
  });

  it('unlocks the vault key in a tab that has the extra token but not the key, without a new login', async () => {
    const { services } = createTestCommandServices({ user: ada, server });
    await runCommand(passwordLoginCommand, 'us -p', services, [fixtureExtraPassword]);
    // As a tab opened after the password login in another: the token, not the key.
    vaultKeyStore.clear();
    const asked = await runCommand(passwordLoginCommand, 'us -p', services);
    expect(asked.prompt).toMatchObject({ message: { id: 'accounts.commands.extraPasswordPrompt' }, masked: true });

    const wrong = await runCommand(passwordLoginCommand, 'us -p', services, ['guess the vault']);
    expect(outcomeTexts(wrong)).toEqual(['Wrong password']);
    expect(vaultKeyStore.get()).toBeNull();

    const done = await runCommand(passwordLoginCommand, 'us -p', services, [fixtureExtraPassword]);
    expect(outcomeTexts(done)).toEqual(['Logged in to passwords']);
    expect(await rawKey(vaultKeyStore.get())).toEqual(await rawKey(await fixtureVaultKey()));
    expect(await server.calls('POST /auth/extra-password')).toHaveLength(1);
  });

  it('says that no extra password is set, without asking for one', async () => {
    const withoutExtra = testUser({ hasExtraPassword: false });
    const { services } = createTestCommandServices({ user: withoutExtra, server: createFakeServer({ user: withoutExtra }) });
    const answer = await runCommand(passwordLoginCommand, 'us -p', services);
    expect(answer.status).toBe('error');
    expect(answer.prompt).toBeUndefined();
    expect(outcomeTexts(answer)).toEqual(['No extra password is set. Set one in the security settings.']);
  });

  it.each(['us', 'us -x', 'us logout'])('says how to call `us` for %j', async (line) => {
    const { services } = createTestCommandServices({ user: ada, server });
    const answer = await runCommand(passwordLoginCommand, line, services);
    expect(answer.status).toBe('error');
    expect(answer.prompt).toBeUndefined();
    expect(outcomeTexts(answer)).toEqual(['Usage: us login <username>, us signout, us -p']);
    expect(outcomeTexts(answer, 'sv')).toEqual(['Användning: us login <username>, us signout, us -p']);
  });
});
