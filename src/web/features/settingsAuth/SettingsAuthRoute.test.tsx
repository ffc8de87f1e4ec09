// Proves the container wires the screen to the auth runtime's client: what each section sends
// (exact paths and bodies of openapi.yaml), how answers move the two-factor steps on, the errors
// it shows for 401s, and that the local user follows (is2faEnabled, hasExtraPassword) at once.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { localSession } from '../../session/localSession';
import { createToastActor, type ToastActor } from '../../shell/toastActor';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { recoveryCodesFixture, sessionsFixture, setupFixture } from './settingsAuth.fixtures';
import { SettingsAuthRoute } from './SettingsAuthRoute';

const fake = vi.hoisted(() => ({ client: { GET: vi.fn(), POST: vi.fn(), PUT: vi.fn(), DELETE: vi.fn() } }));

vi.mock('../../auth/AuthProvider', async () => ({
  ...(await import('../../testing/fakeAuthProvider')).fakeAuthProviderModule,
  useOptionalAuthRuntime: () => ({ client: fake.client }),
}));
vi.mock('qrcode', () => ({ toString: async () => '<svg xmlns="http://www.w3.org/2000/svg"/>' }));

const ok = (data?: unknown) => ({ data: { status: true, data }, response: new Response(null, { status: 200 }) });
const fail = (status: number, message = 'Unauthorized') => ({
  error: { status: false, error: { code: 'UNAUTHORIZED', message } },
  response: new Response(null, { status }),
});

let toastActor: ToastActor;
/** Every toast message shown, in order. */
let toasts: string[];

beforeEach(() => {
  for (const method of Object.values(fake.client)) method.mockReset();
  fake.client.GET.mockResolvedValue(ok(sessionsFixture));
  fake.client.DELETE.mockResolvedValue(ok());
  toastActor = createToastActor();
  toasts = [];
  const seen = new Set<number>();
  toastActor.subscribe((snapshot) => {
    for (const toast of snapshot.context.queue) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      toasts.push(toast.message);
    }
  });
});
afterEach(() => toastActor.stop());

const renderRoute = (user = testUser()) => renderWithShell(<SettingsAuthRoute />, { path: '/settings/auth', user, toastActor });

const t = (key: string) => (en as Record<string, string>)[`settingsAuth.${key}`]!;

describe('SettingsAuthRoute: two-factor authentication', () => {
  it('turns on: setup, a wrong code kept on the step, then the recovery codes', async () => {
    fake.client.POST.mockImplementation(async (path: string, init?: { body?: { code?: string } }) => {
      if (path === '/auth/2fa/setup') return ok({ secret: setupFixture.secret, uri: setupFixture.uri });
      return init?.body?.code === '123456' ? ok({ recoveryCodes: recoveryCodesFixture }) : fail(401, 'Wrong code');
    });
    const { user } = await renderRoute();
    await user.click(screen.getByRole('button', { name: t('twoFactor.turnOn') }));
    expect(fake.client.POST).toHaveBeenCalledWith('/auth/2fa/setup');
    expect(await screen.findByRole('img', { name: t('twoFactor.qrAlt') })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));

    const code = screen.getByLabelText(t('twoFactor.code'));
    await user.type(code, '000000{Enter}');
    expect(await screen.findByText(t('twoFactor.wrongCode'))).toBeInTheDocument();
    expect(localSession.get().user?.is2faEnabled).toBe(false);

    await user.clear(code);
    await user.type(code, '123456{Enter}');
    expect(fake.client.POST).toHaveBeenLastCalledWith('/auth/2fa/enable', { body: { code: '123456' } });
    const codes = await screen.findByRole('group', { name: t('twoFactor.recoveryHeading') });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(localSession.get().user?.is2faEnabled).toBe(true);
    expect(toasts).toEqual([t('twoFactor.turnedOn')]);

    await user.click(screen.getByRole('button', { name: t('twoFactor.copyCodes') }));
    expect(await navigator.clipboard.readText()).toBe(recoveryCodesFixture.join('\n'));

    await user.click(screen.getByRole('button', { name: t('twoFactor.done') }));
    expect(screen.queryByRole('group', { name: t('twoFactor.recoveryHeading') })).toBeNull();
    expect(screen.getByRole('button', { name: t('twoFactor.turnOff') })).toBeInTheDocument();
  });

  it('turns off with password and code, and says so when they are wrong', async () => {
    fake.client.POST.mockResolvedValueOnce(fail(401)).mockResolvedValueOnce(ok());
    const { user } = await renderRoute(testUser({ is2faEnabled: true }));
    await user.click(screen.getByRole('button', { name: t('twoFactor.turnOff') }));
    // The extra password section has a field of the same name; each sits in its own labelled region.
    const section = screen.getByRole('region', { name: t('twoFactor.heading') });
    await user.type(within(section).getByLabelText(t('twoFactor.password')), 'account pw');
    await user.type(within(section).getByLabelText(t('twoFactor.code')), '654321{Enter}');
    expect(fake.client.POST).toHaveBeenCalledWith('/auth/2fa/disable', { body: { password: 'account pw', code: '654321' } });
    await waitFor(() => expect(screen.getAllByRole('alert')[0]).toHaveTextContent(t('twoFactor.wrongPasswordOrCode')));
    await user.click(screen.getByRole('button', { name: t('twoFactor.confirmOff') }));
    expect(await screen.findByRole('button', { name: t('twoFactor.turnOn') })).toBeInTheDocument();
    expect(localSession.get().user?.is2faEnabled).toBe(false);
    expect(toasts).toEqual([t('twoFactor.turnedOff')]);
  });

  it('says so when the setup cannot start', async () => {
    fake.client.POST.mockResolvedValue(fail(409, 'Two-factor authentication is already on'));
    const { user } = await renderRoute();
    await user.click(screen.getByRole('button', { name: t('twoFactor.turnOn') }));
    const section = screen.getByRole('region', { name: t('twoFactor.heading') });
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent(t('twoFactor.failed')));
    expect(within(section).getByRole('button', { name: t('twoFactor.turnOn') })).toBeEnabled();
  });
});

describe('SettingsAuthRoute: extra password', () => {
  const fill = async (user: Awaited<ReturnType<typeof renderWithShell>>['user'], account: string) => {
    const section = screen.getByRole('region', { name: t('extraPassword.heading') });
    await user.type(within(section).getByLabelText(t('extraPassword.currentPassword')), account);
    await user.type(screen.getByLabelText(t('extraPassword.newExtraPassword')), 'vault password');
    await user.type(screen.getByLabelText(t('extraPassword.confirmExtraPassword')), 'vault password{Enter}');
  };

  it('sets it with the account password and marks the local user', async () => {
    fake.client.PUT.mockResolvedValue(ok());
    const { user } = await renderRoute();
    await fill(user, 'account pw');
    expect(fake.client.PUT).toHaveBeenCalledWith('/auth/user/{id}', {
      params: { path: { id: 'user00000001' } },
      body: { currentPassword: 'account pw', extraPassword: 'vault password' },
    });
    await waitFor(() => expect(localSession.get().user?.hasExtraPassword).toBe(true));
    expect(screen.getByRole('button', { name: t('extraPassword.change') })).toBeInTheDocument();
    expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveValue('');
    expect(toasts).toEqual([t('extraPassword.saved')]);
  });

  it("says 'Wrong password' on 401 and keeps what was typed", async () => {
    fake.client.PUT.mockResolvedValue(fail(401));
    const { user } = await renderRoute();
    await fill(user, 'nope');
    await waitFor(() =>
      expect(screen.getByLabelText(t('extraPassword.currentPassword'))).toHaveAccessibleDescription(en['accounts.errors.wrongPassword']),
    );
    expect(localSession.get().user?.hasExtraPassword).toBeUndefined();
    expect(screen.getByLabelText(t('extraPassword.newExtraPassword'))).toHaveValue('vault password');
  });
});

describe('SettingsAuthRoute: sessions', () => {
  it('lists the sessions and signs out one, then all others', async () => {
    const { user } = await renderRoute();
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(fake.client.GET).toHaveBeenCalledWith('/auth/session');
    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(fake.client.DELETE).toHaveBeenCalledWith('/auth/session', { params: { query: { sessionId: 'sess00000002' } } });
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    await user.click(screen.getByRole('button', { name: t('sessions.signOutOthers') }));
    expect(fake.client.DELETE).toHaveBeenLastCalledWith('/auth/session', { params: { query: { others: true } } });
    expect(await screen.findByText(t('sessions.empty'))).toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
    // The toast queue shows a repeated message once, so one 'Signed out' covers both.
    expect(toasts).toEqual([t('sessions.signedOut')]);
  });

  it('keeps the session listed and says so when signing out fails', async () => {
    fake.client.DELETE.mockResolvedValue(fail(404, 'Not found'));
    const { user } = await renderRoute();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(toasts).toEqual([t('sessions.signOutFailed')]));
    expect(screen.getByText('Safari on iPhone')).toBeInTheDocument();
  });

  it('shows a failed load and loads again on retry', async () => {
    fake.client.GET.mockResolvedValueOnce(fail(500, 'Server error'));
    const { user } = await renderRoute();
    expect(await screen.findByText(t('sessions.loadFailed'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('sessions.retry') }));
    expect(await screen.findByText('Safari on iPhone')).toBeInTheDocument();
    expect(fake.client.GET).toHaveBeenCalledTimes(2);
  });
});
