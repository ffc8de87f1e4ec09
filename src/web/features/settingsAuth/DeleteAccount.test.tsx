// Proves "Delete my account" (issue 24) on /settings/auth with the real accounts runtime and only
// the server faked: it says what goes before anything is asked, asks for the password again (and
// a code with 2FA on) and sends nothing without; a wrong password is said next to the field and
// nothing is signed out; a deletion signs out to /login with a message saying it was done.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastActor, type ToastActor } from '../../shell/toastActor';
import { en } from '../../testing/catalogue';
import { createFakeServer, ok, refused, type FakeServer } from '../../testing/fakeServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { sessionsFixture } from './settingsAuth.fixtures';
import { SettingsAuthRoute } from './SettingsAuthRoute';

vi.mock('qrcode', () => ({ toString: async () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

const t = (key: string) => en(`settingsAuth.deleteAccount.${key}`);
const deletePath = 'DELETE /auth/user/user00000001';

let server: FakeServer;
let toastActor: ToastActor;
let toasts: string[];

beforeEach(() => {
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

/** The route for a user the fake server knows the same (its profile refresh must not differ). */
const renderRoute = (user = testUser(), answer = () => ok(null)) => {
  server = createFakeServer({ user });
  server.routes['GET /auth/session'] = () => ok(sessionsFixture);
  server.routes[deletePath] = answer;
  return renderWithShell(<SettingsAuthRoute />, { path: '/settings/auth', user, toastActor, server });
};
const section = () => screen.getByRole('region', { name: t('heading') });

describe('SettingsAuthRoute: delete my account', () => {
  it('says what goes, asks for the password, then signs out to /login (asking the server nothing more) saying the account was deleted', async () => {
    const { user, runtime, router } = await renderRoute();
    expect(within(section()).getByText(t('whatGoes'))).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: t('start') }));
    const password = within(section()).getByLabelText(t('password'));
    expect(password).toHaveFocus();
    await user.click(within(section()).getByRole('button', { name: t('submit') }));
    expect(await server.calls(deletePath)).toEqual([]);
    await user.type(password, 'my password{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await server.calls(deletePath)).map((call) => call.body)).toEqual([{ password: 'my password' }]);
    expect(runtime.auth.getSnapshot().context.user).toBeNull();
    // The deletion ended every session: there is nothing left to revoke.
    expect(await server.calls('POST /auth/logout')).toEqual([]);
    expect(toasts).toContain(t('deleted'));
  });

  it('asks for a code too with 2FA on, and says a wrong password next to the field without signing out', async () => {
    const { user, runtime } = await renderRoute(testUser({ is2faEnabled: true }), () => refused(401, 'WRONG_PASSWORD', 'Some server wording'));
    await user.click(within(section()).getByRole('button', { name: t('start') }));
    await user.type(within(section()).getByLabelText(t('password')), 'a guess');
    await user.click(within(section()).getByRole('button', { name: t('submit') }));
    expect(await server.calls(deletePath)).toEqual([]);
    await user.type(within(section()).getByLabelText(en('settingsAuth.twoFactor.code')), '123 456{Enter}');
    await waitFor(() => expect(within(section()).getByLabelText(t('password'))).toHaveAccessibleDescription('Wrong password'));
    expect((await server.calls(deletePath)).map((call) => call.body)).toEqual([{ password: 'a guess', code: '123456' }]);
    expect(runtime.auth.getSnapshot().context.user).not.toBeNull();
    await user.click(within(section()).getByRole('button', { name: t('cancel') }));
    expect(within(section()).getByRole('button', { name: t('start') })).toBeInTheDocument();
  });
});
