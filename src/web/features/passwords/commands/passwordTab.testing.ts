import { onTestFinished, vi } from 'vitest';
import { waitFor } from 'xstate';
import { parseCommandLine } from '../../../../domain/commandLine/parse';
import type { CommandDefinition } from '../../../commandDefinition';
import { createTestCommandServices } from '../../../testing/commandServices';
import { installFakePasswordsServer } from '../fakeServer.testing';
import { createFakeServer, ok, refused } from '../../../testing/fakeServer';
import { testUser } from '../../../testing/testUser';
import { fixtureAuthKey, fixtureExtraPassword, fixtureVaultKey } from '../../../testing/vaultFixture';
import { sealSecrets } from '../../../vault/vaultCrypto';
import { vaultKeyStore } from '../../../vault/vaultKeyStore';
import type { PasswordEntry } from '../queries';
import { commands } from '.';

// A tab logged in to passwords, for the `psw` commands' tests: a user with an extra password on a
// fake server with a vault (passwords/fakeServer.testing.ts), the real password login done (the
// test file mocks the key derivation with testing/fastMasterKey.ts), and this tab's vault key.

export const work = { _id: 'pwgroupwork1', name: 'Work' };
export const home = { _id: 'pwgrouphome1', name: 'Home' };
const stamp = '2026-11-20T10:00:00.000Z';

/** An entry whose secrets are sealed with `vaultKey` (the fixture's, unless a test wants a broken one). */
export async function sealedEntry(vaultKey: CryptoKey, _id: string, name: string, groupId: string, password: string): Promise<PasswordEntry> {
  const sealed = await sealSecrets(vaultKey, _id, { username: `${name.toLowerCase()}-user`, password, url: '', notes: '' });
  return { _id, name, groupId, ...sealed, createdAt: stamp, updatedAt: stamp };
}

/** The vault: Bank 2's name holds a number, and one id is all digits. */
async function vaultEntries(vaultKey: CryptoKey) {
  return Promise.all([
    sealedEntry(vaultKey, 'pwentrymail1', 'Mail', work._id, 'correct horse'),
    sealedEntry(vaultKey, 'pwentrygit01', 'GitHub', work._id, 'battery staple'),
    sealedEntry(vaultKey, 'pwentrybank1', 'Bank', home._id, 'pin 1234'),
    sealedEntry(vaultKey, '000000000042', 'Bank 2', home._id, 'pin 5678'),
  ]);
}

/** The command the line names, as the registry finds it: the longest start of its words. */
function commandOf(words: readonly string[]): CommandDefinition {
  const fits = commands.filter((command) => command.words.every((word, i) => word === words[i]?.toLowerCase()));
  const found = fits.sort((a, b) => b.words.length - a.words.length)[0];
  if (!found) throw new Error(`No psw command for ${words.join(' ')}`);
  return found;
}

/** A clipboard on `navigator` that a test can read, as a browser that lets the page read it back. */
export function stubClipboard() {
  const clipboard = {
    text: '',
    writeText: vi.fn(async (text: string) => void (clipboard.text = text)),
    readText: vi.fn(async () => clipboard.text),
  };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'clipboard'));
  return clipboard;
}

export async function passwordTab() {
  const user = testUser({ hasExtraPassword: true });
  const server = createFakeServer({ user });
  server.routes['POST /auth/extra-password'] = (_request, body) =>
    (body as { extraPassword: string }).extraPassword === fixtureAuthKey
      ? ok({ token: 'EXTRA', refreshToken: 'EXTRA-R', expiresIn: 3600 })
      : refused(401, 'WRONG_PASSWORD', 'Wrong password');
  const vaultKey = await fixtureVaultKey();
  const store = installFakePasswordsServer(server, { groups: [{ ...work }, { ...home }], entries: await vaultEntries(vaultKey) });
  /** The command line's clock; tests move it. */
  const clock = { now: Date.parse('2026-11-25T09:00:00.000Z') };
  const test = createTestCommandServices({ user, server, now: () => clock.now });

  const session = await test.runtime.signedIn.load();
  /** The password login, as /password-login (or `us -p`) does it. */
  const logInToPasswords = async () => {
    session.extraAuth.send({ type: 'password.submitted', extraPassword: fixtureExtraPassword });
    await waitFor(session.extraAuth, (snapshot) => snapshot.matches('loggedIn'));
    if (!vaultKeyStore.get()) throw new Error('The password login left no vault key');
  };
  await logInToPasswords();

  /** Runs a `psw` line as the command line would, with the command its words name. */
  const run = (line: string) => {
    const parsed = parseCommandLine(line);
    const command = commandOf(parsed.commands);
    return command.run({ line, parsed, args: parsed.commands.slice(command.words.length), answers: [] }, test.services);
  };
  /** The GET requests to `path`, each as its query. */
  const reads = (path: string) =>
    server.requests.filter((request) => request.method === 'GET' && new URL(request.url).pathname === `/api${path}`).map((request) => Object.fromEntries(new URL(request.url).searchParams));

  return { ...test, store, vaultKey, clock, session, logInToPasswords, run, reads };
}
