// Proves the route containers wire the auth runtime to the screens: what they send, where they
// go after a login (the validated `search.redirect`, else home or the password groups), the
// sign-up's way on to the profile setup, and the profile setup's saving.
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { fakeAuth } from '../../testing/fakeAuthProvider';
import { LoginRoute } from './LoginRoute';
import { PasswordLoginRoute } from './PasswordLoginRoute';
import { RegisterRoute } from './RegisterRoute';
import { SetupProfileRoute } from './SetupProfileRoute';

vi.mock('../../auth/AuthProvider', async () => (await import('../../testing/fakeAuthProvider')).fakeAuthProviderModule);

beforeEach(() => fakeAuth.reset());

describe('LoginRoute', () => {
  it('logs in and then goes to the redirect the guard set', async () => {
    const { user, router } = await renderWithShell(<LoginRoute />, { path: '/login?redirect=%2Fnotes-collections%3Fx%3D1' });
    await user.type(screen.getByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'pw{Enter}');
    expect(fakeAuth.login).toHaveBeenCalledWith({ username: 'ada', password: 'pw' });
    act(() => fakeAuth.setAuth({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.href).toBe('/notes-collections?x=1'));
  });

  it.each(['//evil.example', 'https://evil.example'])('ignores the unsafe redirect %s and goes home', async (target) => {
    const { router } = await renderWithShell(<LoginRoute />, { path: `/login?redirect=${encodeURIComponent(target)}` });
    act(() => fakeAuth.setAuth({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the code step for a 2FA user and passes the code on', async () => {
    fakeAuth.setAuth({ isAwaitingCode: true, code: '12345' });
    const { user } = await renderWithShell(<LoginRoute />, { path: '/login' });
    await user.type(screen.getByLabelText(en['accounts.twoFactorStep.code']), '6');
    expect(fakeAuth.enterCode).toHaveBeenCalledWith('123456');
    act(() => fakeAuth.setAuth({ code: '123456' }));
    await user.click(screen.getByRole('button', { name: en['accounts.twoFactorStep.submit'] }));
    expect(fakeAuth.submitCode).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: en['accounts.twoFactorStep.cancel'] }));
    expect(fakeAuth.cancelLogin).toHaveBeenCalled();
  });

  it("does not show another screen's error before its own submission", async () => {
    fakeAuth.setAuth({ errorMessageId: 'auth.signup.failed', errorMessage: 'Username is taken' });
    const { user } = await renderWithShell(<LoginRoute />, { path: '/login' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'pw{Enter}');
    act(() => fakeAuth.setAuth({ errorMessageId: 'auth.login.failed', errorMessage: 'Wrong username or password' }));
    expect(screen.getByRole('alert')).toHaveTextContent(en['accounts.errors.wrongLogin']);
  });
});

describe('RegisterRoute', () => {
  it('signs up in the chosen language and goes on to the profile setup', async () => {
    const { user, router } = await renderWithShell(<RegisterRoute />, { path: '/register' });
    await user.selectOptions(screen.getByLabelText(en['accounts.fields.language']), 'Svenska');
    // The interface switches at once, so the labels are now Swedish.
    const sv = (await import('../../i18n/sv.json')).default;
    await user.type(screen.getByLabelText(sv['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(sv['accounts.fields.password']), 'long enough pw');
    await user.type(screen.getByLabelText(sv['accounts.fields.confirmPassword']), 'long enough pw{Enter}');
    expect(fakeAuth.signup).toHaveBeenCalledWith({ username: 'ada', password: 'long enough pw', language: 2 });
    act(() => fakeAuth.setAuth({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-profile'));
  });
});

describe('PasswordLoginRoute', () => {
  it('logs in to passwords and goes to the password groups', async () => {
    const { user, router } = await renderWithShell(<PasswordLoginRoute />, { path: '/password-login', user: testUser() });
    await user.type(screen.getByLabelText(en['accounts.passwordLoginForm.extraPassword']), 'vault pw{Enter}');
    expect(fakeAuth.extraLogin).toHaveBeenCalledWith('vault pw');
    act(() => fakeAuth.setExtra({ errorMessageId: 'passwords.login.wrongPassword', errorMessage: 'Wrong password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    act(() => fakeAuth.setExtra({ isLoggedIn: true, errorMessageId: null, errorMessage: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-groups'));
  });

  it('goes to the redirect the guard set', async () => {
    const { router } = await renderWithShell(<PasswordLoginRoute />, {
      path: '/password-login?redirect=%2Fpassword%2Fabc123def456',
      user: testUser(),
    });
    act(() => fakeAuth.setExtra({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/abc123def456'));
  });
});

describe('SetupProfileRoute', () => {
  it('saves language and theme, then goes home', async () => {
    const { user, router } = await renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser() });
    await user.click(screen.getByRole('radio', { name: en['accounts.fields.themeDark'] }));
    expect(document.documentElement).toHaveClass(/dark/);
    await user.click(screen.getByRole('button', { name: en['accounts.setupProfile.continue'] }));
    expect(fakeAuth.savePreference).toHaveBeenCalledWith({ language: 1, theme: 'dark' });
    expect(fakeAuth.putUser).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sets the extra password with the account password before saving', async () => {
    const { user, router } = await renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser() });
    await user.type(screen.getByLabelText(en['accounts.setupProfile.extraPassword']), 'vault password');
    await user.type(screen.getByLabelText(en['accounts.setupProfile.currentPassword']), 'account pw{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeAuth.putUser).toHaveBeenCalledWith('/auth/user/{id}', {
      params: { path: { id: 'user00000001' } },
      body: { currentPassword: 'account pw', extraPassword: 'vault password' },
    });
    expect(fakeAuth.savePreference).toHaveBeenCalled();
  });

  it("stays with 'Wrong password' when the account password is wrong", async () => {
    fakeAuth.putUser.mockResolvedValue({ response: new Response(null, { status: 401 }) });
    const { user, router } = await renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser() });
    await user.type(screen.getByLabelText(en['accounts.setupProfile.extraPassword']), 'vault password');
    await user.type(screen.getByLabelText(en['accounts.setupProfile.currentPassword']), 'nope{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['accounts.errors.wrongPassword']));
    expect(fakeAuth.savePreference).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/setup-profile');
  });

  it('says so when the preferences cannot be saved', async () => {
    fakeAuth.savePreference.mockResolvedValue(false);
    const { user } = await renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser() });
    await user.click(screen.getByRole('button', { name: en['accounts.setupProfile.continue'] }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['accounts.errors.preferencesFailed']));
  });

  it('skips to home without saving', async () => {
    const { user, router } = await renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser() });
    await user.click(screen.getByRole('button', { name: en['accounts.setupProfile.skip'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fakeAuth.savePreference).not.toHaveBeenCalled();
  });
});
