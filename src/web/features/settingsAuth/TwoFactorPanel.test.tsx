// Proves the two-factor panel drives twoFactorMachine against the API as a user sees it, on the
// real accounts workflows and a fake server: turning on (setup, a wrong code explained in English
// and in Swedish from the contract's error code, the recovery codes once), turning off, that the
// user is refreshed after each change, and that 2FA turned off in another browser shows as off
// once the user is refreshed, even with the turn-off form open.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultPreferences } from '../../../domain/preferences';
import { createToastActor } from '../../shell/toastActor';
import { en, sv } from '../../testing/catalogue';
import { createFakeServer, ok, refused } from '../../testing/fakeServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { recoveryCodesFixture, setupFixture } from './settingsAuth.fixtures';
import { TwoFactorPanel } from './TwoFactorPanel';

vi.mock('qrcode', () => ({ toString: async () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

/** A server that enrols with the code 123456 and turns off with 'account pw' and 654321, keeping the account's status. */
function twoFactorServer(is2faEnabled: boolean) {
  const user = testUser({ is2faEnabled });
  const server = createFakeServer({ user });
  const setStatus = (isOn: boolean) => void (server.account = { ...server.account!, is2faEnabled: isOn });
  server.routes['POST /auth/2fa/setup'] = () => ok({ secret: setupFixture.secret, uri: setupFixture.uri });
  server.routes['POST /auth/2fa/enable'] = (_, body) => {
    if ((body as { code: string }).code !== '123456') return refused(401, 'WRONG_CODE', 'Wrong code');
    setStatus(true);
    return ok({ recoveryCodes: recoveryCodesFixture });
  };
  server.routes['POST /auth/2fa/disable'] = (_, body) => {
    const { password, code } = body as { password: string; code: string };
    if (password !== 'account pw' || code !== '654321') return refused(401, 'WRONG_PASSWORD_OR_CODE', 'Wrong password or code');
    setStatus(false);
    return ok();
  };
  return { user, server, setStatus };
}

async function renderPanel(is2faEnabled: boolean, language: 1 | 2 = 1) {
  const { user, server, setStatus } = twoFactorServer(is2faEnabled);
  const toastActor = createToastActor();
  const toasts = recordToasts(toastActor);
  const rendered = await renderWithShell(<TwoFactorPanel />, {
    path: '/settings/auth',
    user: { ...user, preferences: { ...defaultPreferences, language } },
    language,
    server,
    toastActor,
  });
  const section = () => screen.getByRole('region', { name: (language === 2 ? sv : en)('settingsAuth.twoFactor.heading') });
  return { ...rendered, server, setStatus, toasts, section };
}

/** How many times the user was fetched from the server. */
const userRefreshes = async (server: ReturnType<typeof createFakeServer>) => (await server.calls('GET /auth/user/user00000001')).length;

describe('TwoFactorPanel', () => {
  it('turns on: the key and QR code, a wrong code kept on the step with its message, then the recovery codes once', async () => {
    const { user, server, toasts, section } = await renderPanel(false);
    expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOff'));
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') }));
    expect(await screen.findByRole('img', { name: en('settingsAuth.twoFactor.qrAlt') })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText(en('settingsAuth.twoFactor.code'));
    await user.type(code, '000000{Enter}');
    expect(await within(section()).findByRole('alert')).toHaveTextContent(en('api.errors.wrongCode'));
    expect(screen.getByLabelText(en('settingsAuth.twoFactor.code'))).toBeInTheDocument();
    // Typing the next code takes the old refusal away.
    await user.type(code, '1');
    expect(within(section()).getByRole('alert')).toHaveTextContent('');

    const refreshesBefore = await userRefreshes(server);
    await user.clear(code);
    await user.type(code, '123456{Enter}');
    const codes = await screen.findByRole('group', { name: en('settingsAuth.twoFactor.recoveryHeading') });
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(recoveryCodesFixture);
    expect((await server.calls('POST /auth/2fa/enable')).map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    expect(toasts).toEqual([en('settingsAuth.twoFactor.turnedOn')]);
    // The user is refreshed from the server, so every screen (and tab) knows 2FA is on.
    await waitFor(async () => expect(await userRefreshes(server)).toBe(refreshesBefore + 1));

    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.done') }));
    expect(screen.queryByRole('group', { name: en('settingsAuth.twoFactor.recoveryHeading') })).toBeNull();
    expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOn'));
    expect(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOff') })).toBeInTheDocument();
  });

  it('asks for the password when the sign-in is old, says a wrong one, then shows the key', async () => {
    const { user, server, toasts, section } = await renderPanel(false);
    server.routes['POST /auth/2fa/setup'] = (_, body) => {
      const given = (body as { currentPassword?: string } | null)?.currentPassword;
      if (given === undefined) return refused(401, 'PASSWORD_REQUIRED', 'Enter your password to confirm this change');
      if (given !== 'account pw') return refused(401, 'WRONG_PASSWORD', 'Wrong password');
      return ok({ secret: setupFixture.secret, uri: setupFixture.uri });
    };
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') }));
    const field = await within(section()).findByLabelText(en('settingsAuth.confirmPassword.password'));
    expect(field).toHaveFocus();
    expect(within(section()).getByRole('alert')).toHaveTextContent('');
    await user.type(field, 'nope{Enter}');
    expect(await within(section()).findByText(en('api.errors.wrongPassword'))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'account pw{Enter}');
    expect(await screen.findByRole('img', { name: en('settingsAuth.twoFactor.qrAlt') })).toBeInTheDocument();
    expect((await server.calls('POST /auth/2fa/setup')).map((call) => call.body)).toEqual([null, { currentPassword: 'nope' }, { currentPassword: 'account pw' }]);
    expect(toasts).toEqual([]);
  });

  it('says a wrong code in Swedish to a Swedish user', async () => {
    const { user, section } = await renderPanel(false, 2);
    await user.click(screen.getByRole('button', { name: sv('settingsAuth.twoFactor.turnOn') }));
    await user.type(await screen.findByLabelText(sv('settingsAuth.twoFactor.code')), '000000{Enter}');
    expect(await within(section()).findByRole('alert')).toHaveTextContent(sv('api.errors.wrongCode'));
    expect(sv('api.errors.wrongCode')).not.toBe(en('api.errors.wrongCode'));
  });

  it('says it could not change two-factor authentication when the setup fails, and offers Turn on again', async () => {
    const { user, server, section } = await renderPanel(false);
    server.routes['POST /auth/2fa/setup'] = () => refused(500, 'INTERNAL', 'Internal Server Error');
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(en('settingsAuth.twoFactor.failed'));
    expect(within(section()).getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') })).toBeEnabled();
  });

  it('turns off with the password and a code, saying so when they are wrong', async () => {
    const { user, server, toasts, section } = await renderPanel(true);
    expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOn'));
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOff') }));
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.password')), 'wrong pw');
    await user.type(screen.getByLabelText(en('settingsAuth.twoFactor.code')), '654321{Enter}');
    expect(await within(section()).findByRole('alert')).toHaveTextContent(en('api.errors.wrongPasswordOrCode'));

    const refreshesBefore = await userRefreshes(server);
    const password = screen.getByLabelText(en('settingsAuth.twoFactor.password'));
    await user.clear(password);
    await user.type(password, 'account pw{Enter}');
    expect(await screen.findByRole('button', { name: en('settingsAuth.twoFactor.turnOn') })).toBeInTheDocument();
    expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOff'));
    expect((await server.calls('POST /auth/2fa/disable')).at(-1)?.body).toEqual({ password: 'account pw', code: '654321' });
    expect(toasts).toEqual([en('settingsAuth.twoFactor.turnedOff')]);
    await waitFor(async () => expect(await userRefreshes(server)).toBe(refreshesBefore + 1));
  });

  it('says off once the user is refreshed after 2FA was turned off in another browser, even with the turn-off form open', async () => {
    const { user, runtime, setStatus, section } = await renderPanel(true);
    await user.click(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOff') }));
    expect(screen.getByLabelText(en('settingsAuth.twoFactor.password'))).toBeInTheDocument();

    setStatus(false); // another browser turned it off
    await act(() => runtime.refreshUser());
    await waitFor(() => expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOff')));
    expect(screen.queryByLabelText(en('settingsAuth.twoFactor.password'))).toBeNull();
    expect(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOn') })).toBeInTheDocument();
  });

  it('says on once the user is refreshed after 2FA was turned on in another browser', async () => {
    const { runtime, setStatus, section } = await renderPanel(false);
    setStatus(true);
    await act(() => runtime.refreshUser());
    await waitFor(() => expect(section()).toHaveTextContent(en('settingsAuth.twoFactor.statusOn')));
    expect(screen.getByRole('button', { name: en('settingsAuth.twoFactor.turnOff') })).toBeInTheDocument();
  });
});
