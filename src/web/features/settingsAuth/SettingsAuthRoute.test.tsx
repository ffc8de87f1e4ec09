// Proves /settings/auth on the real accounts runtime and query cache, with only the server faked:
// the extra password set with the account password (the signed-in user, and so the sidebar,
// follows), a wrong password said next to the field, the sessions listed, signed out one by one
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
import { testUser } from '../../testing/testUser';
import { sessionsFixture } from './settingsAuth.fixtures';
import { SettingsAuthRoute } from './SettingsAuthRoute';

vi.mock('qrcode', () => ({ toString: async () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

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

describe('SettingsAuthRoute: extra password', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderRoute>>['user'], account: string) => {
    const section = screen.getByRole('region', { name: t('extraPassword.heading') });
    await user.type(within(section).getByLabelText(t('extraPassword.currentPassword')), account);
    await user.type(screen.getByLabelText(t('extraPassword.newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(t('extraPassword.confirmExtraPassword')), 'vault password{Enter}');
  };

  it('sets it with the account password, and the signed-in user then has one', async () => {
    const { user, runtime } = await renderRoute();
    expect(screen.getByText(t('extraPassword.statusNotSet'))).toBeInTheDocument();
    await fill(user, 'account pw');
    expect(await screen.findByRole('button', { name: t('extraPassword.change') })).toBeInTheDocument();
    expect((await server.calls(userPath)).map((call) => call.body)).toEqual([{ currentPassword: 'account pw', extraPassword: 'vault password' }]);
    expect(runtime.auth.getSnapshot().context.user?.hasExtraPassword).toBe(true);
    expect(localSession.get().user?.hasExtraPassword).toBe(true);
    expect(screen.getByText(t('extraPassword.statusSet'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveValue('');
    expect(toasts).toEqual([t('extraPassword.saved')]);
  });

  it("says 'Wrong password' next to the account password and keeps what was typed", async () => {
    server.routes[userPath] = () => refused(401, 'WRONG_PASSWORD', 'Some server wording');
    const { user, runtime } = await renderRoute();
    await fill(user, 'nope');
    await waitFor(() => expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveAccessibleDescription('Wrong password'));
    expect(runtime.auth.getSnapshot().context.user?.hasExtraPassword).toBe(false);
    expect(screen.getByLabelText(t('extraPassword.newExtraPassword'))).toHaveValue('vault password');
    expect(toasts).toEqual([]);
    // Retyping the account password takes the refusal away.
    await user.type(screen.getByLabelText(t('extraPassword.currentPassword')), '!');
    expect(screen.getByLabelText(t('extraPassword.currentPassword'))).not.toHaveAccessibleDescription('Wrong password');
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
