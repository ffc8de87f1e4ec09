// Proves /settings/auth on the real accounts runtime and query cache, with only the server faked:
// the extra password set with the account password as a derived key and a new vault (the
// signed-in user, and so the sidebar, follows), changed by re-wrapping the same vault key, reset
// when forgotten or set before the vault, a wrong password said next to the field, the sessions listed, signed out one by one
// or all others, with the list refreshed and spec §8's toasts; and issue 6's bug: 2FA turned off
// in another browser shows "Off" here once the tab is looked at again, without a reload.
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { syncWithWindow } from '../../auth/windowSync';
import { localSession } from '../../session/localSession';
import { createToastActor, type ToastActor } from '../../shell/toastActor';
import { en } from '../../testing/catalogue';
import { createFakeServer, ok, refused, type FakeServer } from '../../testing/fakeServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { storeSession, testTokenPair } from '../../testing/storedSession';
import { testUser } from '../../testing/testUser';
import { fixtureAuthKey, fixtureExtraPassword, fixtureVaultKey } from '../../testing/vaultFixture';
import { openVault, type Vault } from '../../vault/vaultKeys';
import { vaultKeyStore } from '../../vault/vaultKeyStore';
import { sessionsFixture } from './settingsAuth.fixtures';
import { SettingsAuthRoute } from './SettingsAuthRoute';

vi.mock('qrcode', () => ({ toString: async () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));
// The key derivation is not this file's subject: an instant stand-in (testing/fastMasterKey.ts).
vi.mock('../../vault/masterKey', () => import('../../testing/fastMasterKey'));

const t = (key: string) => en(`settingsAuth.${key}`);
const userPath = 'PUT /auth/user/user00000001';

let server: FakeServer;
let toastActor: ToastActor;
let toasts: string[];
let sessions: typeof sessionsFixture;

beforeEach(() => {
  server = createFakeServer({ user: testUser() });
  sessions = [...sessionsFixture];
  server.routes['GET /auth/session'] = () => ok(sessions);
  server.routes['DELETE /auth/session'] = (request) => {
    const query = new URL(request.url).searchParams;
    sessions = query.get('others') === 'true' ? sessions.filter((s) => s.current) : sessions.filter((s) => s._id !== query.get('sessionId'));
    return ok();
  };
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const renderRoute = (user = testUser()) => renderWithShell(<SettingsAuthRoute />, { path: '/settings/auth', user, toastActor, server });

describe('SettingsAuthRoute: extra password (issue 9: the vault)', () => {
  const section = () => screen.getByRole('region', { name: t('extraPassword.heading') });
  const fill = async (user: Awaited<ReturnType<typeof renderRoute>>['user'], fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await user.type(within(section()).getByLabelText(t(`extraPassword.${label}`)), value);
  };
  const sentBodies = async () => (await server.calls(userPath)).map((call) => call.body as Record<string, unknown>);
  const rawKey = async (key: CryptoKey) => new Uint8Array(await crypto.subtle.exportKey('raw', key));

  it('sets it with the account password as a derived key and a new vault, and the signed-in user then has one', async () => {
    const { user, runtime } = await renderRoute();
    expect(screen.getByText(t('extraPassword.statusNotSet'))).toBeInTheDocument();
    await fill(user, { currentPassword: 'account pw', newExtraPassword: 'vault password', confirmExtraPassword: 'vault password{Enter}' });
    // Saved once the form has emptied itself (it is made anew after a save).
    await waitFor(() => expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveValue(''), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: t('extraPassword.change') })).toBeInTheDocument();
    const [body] = await sentBodies();
    expect(body).toEqual({ currentPassword: 'account pw', extraPassword: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), vault: expect.any(Object) });
    expect(JSON.stringify(body)).not.toContain('vault password');
    expect((await openVault('vault password', body!.vault as Vault)).authKey).toBe(body!.extraPassword);
    expect(runtime.auth.getSnapshot().context.user?.hasExtraPassword).toBe(true);
    expect(localSession.get().user?.hasExtraPassword).toBe(true);
    expect(screen.getByText(t('extraPassword.statusSet'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveValue('');
    expect(toasts).toEqual([t('extraPassword.saved')]);
  });

  it("says 'Wrong password' next to the account password and keeps what was typed", async () => {
    server.routes[userPath] = () => refused(401, 'WRONG_PASSWORD', 'Some server wording');
    const { user, runtime } = await renderRoute();
    await fill(user, { currentPassword: 'nope', newExtraPassword: 'vault password', confirmExtraPassword: 'vault password{Enter}' });
    await waitFor(() => expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveAccessibleDescription('Wrong password'));
    expect(runtime.auth.getSnapshot().context.user?.hasExtraPassword).toBe(false);
    expect(screen.getByLabelText(t('extraPassword.newExtraPassword'))).toHaveValue('vault password');
    expect(toasts).toEqual([]);
    // Retyping the account password takes the refusal away.
    await user.type(screen.getByLabelText(t('extraPassword.currentPassword')), '!');
    expect(screen.getByLabelText(t('extraPassword.currentPassword'))).not.toHaveAccessibleDescription('Wrong password');
  });

  describe('with an extra password set', () => {
    const withExtra = testUser({ hasExtraPassword: true });
    beforeEach(() => {
      server = createFakeServer({ user: withExtra });
      server.routes['GET /auth/session'] = () => ok(sessions);
    });

    it('changes it by re-wrapping the same vault key, proves the current one, and ends the password session here', async () => {
      storeSession(withExtra, testTokenPair('extra'));
      await vaultKeyStore.set(await fixtureVaultKey());
      const { user, runtime } = await renderRoute(withExtra);
      await fill(user, {
        currentPassword: 'account pw',
        currentExtraPassword: fixtureExtraPassword,
        newExtraPassword: 'a new vault password',
        confirmExtraPassword: 'a new vault password{Enter}',
      });
      await waitFor(() => expect(toasts).toEqual([t('extraPassword.saved')]));
      const [body] = await sentBodies();
      expect(body).toMatchObject({ currentPassword: 'account pw', currentExtraPassword: fixtureAuthKey });
      const reopened = await openVault('a new vault password', body!.vault as Vault);
      expect(reopened.authKey).toBe(body!.extraPassword);
      expect(await rawKey(reopened.vaultKey)).toEqual(await rawKey(await fixtureVaultKey()));
      expect(JSON.stringify(body)).not.toContain('vault password');
      // The server ended every extra session: this tab forgets its token and vault key.
      expect(localSession.get().extraToken).toBeNull();
      expect(vaultKeyStore.get()).toBeNull();
      expect(runtime.signedIn.current()?.hasExtraToken()).toBe(false);
    });

    it("says 'Wrong password' for a wrong current extra password, and sends nothing", async () => {
      const { user } = await renderRoute(withExtra);
      await fill(user, {
        currentPassword: 'account pw',
        currentExtraPassword: 'not the vault password',
        newExtraPassword: 'a new vault password',
        confirmExtraPassword: 'a new vault password{Enter}',
      });
      await waitFor(() => expect(screen.getByLabelText(t('extraPassword.currentExtraPassword'))).toHaveAccessibleDescription('Wrong password'));
      expect(await sentBodies()).toEqual([]);
    });

    it('resets a forgotten one: a new vault, every saved password deleted', async () => {
      const { user } = await renderRoute(withExtra);
      await user.click(within(section()).getByRole('button', { name: t('extraPassword.forgot') }));
      await fill(user, { currentPassword: 'account pw', newExtraPassword: 'a new vault password', confirmExtraPassword: 'a new vault password' });
      await user.click(screen.getByRole('button', { name: t('extraPassword.reset') }));
      await waitFor(() => expect(toasts).toEqual([t('extraPassword.saved')]));
      const [body] = await sentBodies();
      expect(body).toMatchObject({ currentPassword: 'account pw', resetVault: true });
      expect(body).not.toHaveProperty('currentExtraPassword');
      expect((await openVault('a new vault password', body!.vault as Vault)).authKey).toBe(body!.extraPassword);
    });

    it('offers only the reset when the extra password was set before the vault (409 VAULT_RESET_NEEDED)', async () => {
      server.routes['GET /auth/extra-password'] = () => refused(409, 'VAULT_RESET_NEEDED');
      const { user } = await renderRoute(withExtra);
      expect(await within(section()).findByText(t('extraPassword.statusResetNeeded'))).toBeInTheDocument();
      expect(within(section()).queryByLabelText(t('extraPassword.currentExtraPassword'))).toBeNull();
      await fill(user, { currentPassword: 'account pw', newExtraPassword: 'a new vault password', confirmExtraPassword: 'a new vault password' });
      await user.click(screen.getByRole('button', { name: t('extraPassword.reset') }));
      await waitFor(() => expect(toasts).toEqual([t('extraPassword.saved')]));
      expect((await sentBodies())[0]).toMatchObject({ resetVault: true });
    });
  });
});

describe('SettingsAuthRoute: sessions', () => {
  it('lists the sessions and signs out one, then all others, refreshing the list', async () => {
    const { user } = await renderRoute();
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS, last used/ }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    await user.click(screen.getByRole('button', { name: t('sessions.signOutOthers') }));
    expect(await screen.findByText(t('sessions.empty'))).toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
    const deletes = await server.calls('DELETE /auth/session');
    expect(deletes.map((call) => new URL(call.request.url).search)).toEqual(['?sessionId=sess00000002', '?others=true']);
    // The toast queue shows a repeated message once, so one 'Signed out' covers both.
    expect(toasts).toEqual([t('sessions.signedOut')]);
  });

  it('asks for the password when the sign-in is old, says a wrong one, then signs out all others', async () => {
    server.routes['DELETE /auth/session'] = (_, body) => {
      const given = (body as { currentPassword?: string } | null)?.currentPassword;
      if (given === undefined) return refused(401, 'PASSWORD_REQUIRED', 'Enter your password to confirm this change');
      if (given !== 'account pw') return refused(401, 'WRONG_PASSWORD', 'Wrong password');
      sessions = sessions.filter((s) => s.current);
      return ok();
    };
    const { user } = await renderRoute();
    await user.click(await screen.findByRole('button', { name: t('sessions.signOutOthers') }));
    const sessionsSection = screen.getByRole('region', { name: t('sessions.heading') });
    const field = await within(sessionsSection).findByLabelText(t('confirmPassword.password'));
    expect(field).toHaveFocus();
    // Being asked is not a failure: no toast, no error.
    expect(toasts).toEqual([]);
    await user.type(field, 'nope{Enter}');
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByText('Wrong password')).toBeNull();
    await user.type(field, 'account pw{Enter}');
    expect(await screen.findByText(t('sessions.empty'))).toBeInTheDocument();
    expect(within(sessionsSection).queryByLabelText(t('confirmPassword.password'))).toBeNull();
    expect((await server.calls('DELETE /auth/session')).map((call) => call.body)).toEqual([null, { currentPassword: 'nope' }, { currentPassword: 'account pw' }]);
    expect(toasts).toEqual([t('sessions.signedOut')]);
  });

  it('keeps the session listed and says so when signing out fails', async () => {
    server.routes['DELETE /auth/session'] = () => refused(404, 'SESSION_NOT_FOUND', 'Not found');
    const { user } = await renderRoute();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS, last used/ }));
    await waitFor(() => expect(toasts).toEqual(['That session has already ended']));
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
  });

  it('shows a failed load and loads again on retry', async () => {
    server.routes['GET /auth/session'] = () => refused(500, 'INTERNAL', 'Server error');
    const { user } = await renderRoute();
    expect(await screen.findByText(t('sessions.loadFailed'))).toBeInTheDocument();
    server.routes['GET /auth/session'] = () => ok(sessions);
    await user.click(screen.getByRole('button', { name: t('sessions.retry') }));
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
  });
});

describe('SettingsAuthRoute: two-factor status (issue 6)', () => {
  it('says "Off" once 2FA was turned off in another browser and this tab gets focus again', async () => {
    server.account = { ...server.account!, is2faEnabled: true };
    const { runtime } = await renderRoute(testUser({ is2faEnabled: true }));
    const twoFactor = screen.getByRole('region', { name: t('twoFactor.heading') });
    expect(await within(twoFactor).findByText(t('twoFactor.statusOn'))).toBeInTheDocument();
    const stop = syncWithWindow(runtime, { window, document, reloadSession: localSession.reload });

    // Another browser turned it off: the server says so now.
    server.account = { ...server.account!, is2faEnabled: false };
    act(() => void window.dispatchEvent(new FocusEvent('focus')));

    expect(await within(twoFactor).findByText(t('twoFactor.statusOff'))).toBeInTheDocument();
    expect(within(twoFactor).getByRole('button', { name: t('twoFactor.turnOn') })).toBeEnabled();
    expect(localSession.get().user?.is2faEnabled).toBe(false);
    stop();
  });

  it('says "Off" after a reload even when this browser stored "On"', async () => {
    server.account = { ...server.account!, is2faEnabled: false };
    await renderRoute(testUser({ is2faEnabled: true }));
    const twoFactor = screen.getByRole('region', { name: t('twoFactor.heading') });
    expect(await within(twoFactor).findByText(t('twoFactor.statusOff'))).toBeInTheDocument();
  });
});
