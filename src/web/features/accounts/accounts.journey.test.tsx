// Proves the account screens work on the real accounts runtime and the app's routes, with only
// the network faked: sign-in returns to the page the guard kept, refusals show in the words of
// their error code (in Swedish too) and gone once the form is edited, a 2FA code step that focuses
// its field and drops "Wrong code" while the next one is typed, sign-up through the profile setup
// (which saves the choices to the account), and the password login opening the password area
// with the vault key, or for a user without an
// extra password the way to set one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp, renderApp, seedSession } from '../../router/router.testUtils';
import { localSession } from '../../session/localSession';
import { storeSession } from '../../testing/storedSession';
import { createFakeServer, ok, refused, type FakeServer } from '../../testing/fakeServer';
import { testUser } from '../../testing/testUser';
import { fixtureAuthKey, fixtureExtraPassword, fixtureVault } from '../../testing/vaultFixture';
import { en, sv } from '../../testing/catalogue';
import { vaultKeyStore } from '../../vault/vaultKeyStore';

// The key derivation is not this file's subject: an instant stand-in (testing/fastMasterKey.ts).
vi.mock('../../vault/masterKey', () => import('../../testing/fastMasterKey'));

// The shell has its own tests; here it is a bare frame.
vi.mock('../../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const serverUser = testUser();
let server: FakeServer;

async function open(path: string) {
  const app = await loadApp(path, server);
  renderApp(app);
  return { ...app, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(await screen.findByLabelText(en('auth.fields.username')), 'ada');
  await user.type(screen.getByLabelText(en('auth.fields.password')), `${password}{Enter}`);
}

beforeEach(() => {
  localSession.clear();
  server = createFakeServer({ user: serverUser });
  server.routes['POST /auth/login'] = (_request, body) =>
    (body as { password?: string }).password === 'right password' ? ok(serverUser) : refused(401, 'WRONG_LOGIN', 'Wrong username or password');
  server.routes['POST /auth/signup'] = () => ok(serverUser);
  server.routes['POST /auth/extra-password'] = (_request, body) =>
    (body as { extraPassword?: string }).extraPassword === fixtureAuthKey
      ? ok({ token: 'extra-token', refreshToken: 'extra-refresh', expiresIn: 300 })
      : refused(401, 'WRONG_PASSWORD', 'Wrong password');
});

describe('signing in', () => {
  it('returns to the page the guard kept', async () => {
    const { router, user } = await open('/notes-collections');
    expect(router.state.location.pathname).toBe('/login');
    await signIn(user, 'right password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes-collections'));
    // The page draws once the guard has loaded the signed-in session.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: en('accounts.loginForm.heading') })).toBeNull());
  });

  it('says a wrong password on the form, by its code', async () => {
    const { router, user } = await open('/login');
    await signIn(user, 'wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('drops the refusal once the form is edited, so it never stands beside a newer complaint', async () => {
    const { user } = await open('/login');
    expect(await screen.findByLabelText(en('auth.fields.username'))).toHaveFocus();
    await signIn(user, 'wrong');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password'));
    await user.clear(screen.getByLabelText(en('auth.fields.password')));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: en('accounts.loginForm.submit') }));
    expect(screen.getByText(en('auth.rules.passwordEmpty'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says it in Swedish, whatever the server wrote', async () => {
    localStorage.setItem('lifelog.language', '2');
    server.routes['POST /auth/login'] = () => refused(401, 'WRONG_LOGIN', 'Some reworded English text');
    const { user } = await open('/login');
    await user.type(await screen.findByLabelText(sv('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(sv('auth.fields.password')), 'wrong{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(sv('api.errors.wrongLogin')));
  });

  it('says the attempts ran out when the server limits them', async () => {
    server.routes['POST /auth/login'] = () => refused(429, 'TOO_MANY_ATTEMPTS');
    const { user } = await open('/login');
    await signIn(user, 'right password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'));
  });

  it('asks a 2FA user for the code and keeps a wrong one on the step', async () => {
    server.routes['POST /auth/login'] = () => ok({ twoFactorRequired: true, token: 'P', expiresIn: 300 });
    server.routes['POST /auth/2fa'] = (_request, body) =>
      (body as { code?: string }).code === '123456' ? ok(serverUser) : refused(401, 'WRONG_CODE', 'Wrong code');
    const { router, user } = await open('/login');
    await signIn(user, 'right password');
    const code = await screen.findByLabelText(en('accounts.twoFactorStep.code'));
    expect(code).toHaveFocus();
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong code'));
    expect(screen.getByLabelText(en('accounts.twoFactorStep.code'))).toHaveFocus();
    await user.keyboard('1');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText(en('accounts.twoFactorStep.code')), '23456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('signing up', () => {
  async function signUp(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(en('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'long enough pw');
    await user.type(screen.getByLabelText(en('auth.fields.confirmPassword')), 'long enough pw{Enter}');
  }

  it('goes through the profile setup to home', async () => {
    const { router, user } = await open('/register');
    await signUp(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-profile'));
    await user.click(await screen.findByRole('button', { name: en('accounts.setupProfile.skip') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says a taken username by its code', async () => {
    server.routes['POST /auth/signup'] = () => refused(409, 'USERNAME_TAKEN', 'Username is taken');
    const { router, user } = await open('/register');
    await signUp(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Username is taken'));
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('the password login', () => {
  it("says 'Wrong password', drops it once the password is edited, then opens the password area", async () => {
    storeSession(testUser({ hasExtraPassword: true }));
    server.account = { ...server.account!, hasExtraPassword: true };
    server.vault = fixtureVault;
    const { router, user } = await open('/password-login');
    const field = await screen.findByLabelText(en('accounts.passwordLoginForm.extraPassword'));
    expect(field).toHaveFocus();
    await user.type(field, 'guess{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong password'));
    await user.clear(field);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(field, `${fixtureExtraPassword}{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-groups'));
    expect(vaultKeyStore.get()).not.toBeNull();
  });

  it('sends a user without an extra password to set one, and takes them there', async () => {
    seedSession('access');
    const { router, user } = await open('/password-login');
    await user.click(await screen.findByRole('link', { name: en('accounts.passwordLoginForm.setExtraPassword') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/auth'));
  });
});
