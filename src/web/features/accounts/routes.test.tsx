// Proves the route containers wire the auth runtime to the screens: what they send, where they
// go after a login (the validated `search.redirect`, else home or the password groups) and the
// sign-up's way on to the profile setup. (The profile setup saves to the account: SetupProfileRoute.test.tsx.)
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { fakeAuth } from '../../testing/fakeAuthProvider';
import { LoginRoute } from './LoginRoute';
import { PasswordLoginRoute } from './PasswordLoginRoute';
import { RegisterRoute } from './RegisterRoute';
import { en, sv } from '../../testing/catalogue';

vi.mock('../../auth/AuthProvider', async () => (await import('../../testing/fakeAuthProvider')).fakeAuthProviderModule);

beforeEach(() => fakeAuth.reset());

describe('LoginRoute', () => {
  it('logs in and then goes to the redirect the guard set', async () => {
    const { user, router } = await renderWithShell(<LoginRoute />, { path: '/login?redirect=%2Fnotes-collections%3Fx%3D1' });
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'pw{Enter}');
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
    // The step loads with itself (only 2FA users need it).
    await user.type(await screen.findByLabelText(en('accounts.twoFactorStep.code')), '6');
    expect(fakeAuth.enterCode).toHaveBeenCalledWith('123456');
    act(() => fakeAuth.setAuth({ code: '123456' }));
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.submit') }));
    expect(fakeAuth.submitCode).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: en('accounts.twoFactorStep.cancel') }));
    expect(fakeAuth.cancelLogin).toHaveBeenCalled();
  });

  it("does not show another screen's error before its own submission", async () => {
    fakeAuth.setAuth({ errorMessageId: 'api.errors.usernameTaken' });
    const { user } = await renderWithShell(<LoginRoute />, { path: '/login' });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'pw{Enter}');
    act(() => fakeAuth.setAuth({ errorMessageId: 'api.errors.wrongLogin' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password');
  });

  it('tells the workflow when the form is edited after a refusal', async () => {
    const { user } = await renderWithShell(<LoginRoute />, { path: '/login' });
    await user.type(screen.getByLabelText(en('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(en('auth.fields.password')), 'pw{Enter}');
    act(() => fakeAuth.setAuth({ errorMessageId: 'api.errors.wrongLogin' }));
    await user.type(screen.getByLabelText(en('auth.fields.password')), '!');
    expect(fakeAuth.editForm).toHaveBeenCalled();
  });
});

describe('RegisterRoute', () => {
  it('signs up in the chosen language and goes on to the profile setup', async () => {
    const { user, router } = await renderWithShell(<RegisterRoute />, { path: '/register' });
    await user.selectOptions(screen.getByLabelText(en('auth.fields.language')), 'Svenska');
    // The interface switches at once, so the labels are now Swedish.
    await user.type(screen.getByLabelText(sv('auth.fields.username')), 'ada');
    await user.type(screen.getByLabelText(sv('auth.fields.password')), 'long enough pw');
    await user.type(screen.getByLabelText(sv('auth.fields.confirmPassword')), 'long enough pw{Enter}');
    expect(fakeAuth.signup).toHaveBeenCalledWith({ username: 'ada', password: 'long enough pw', language: 2 });
    act(() => fakeAuth.setAuth({ errorMessageId: 'api.errors.usernameTaken' }));
    await user.type(screen.getByLabelText(sv('auth.fields.username')), 'x');
    expect(fakeAuth.editForm).toHaveBeenCalled();
    act(() => fakeAuth.setAuth({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-profile'));
  });
});

describe('PasswordLoginRoute', () => {
  const withExtraPassword = testUser({ hasExtraPassword: true });

  it('logs in to passwords and goes to the password groups', async () => {
    fakeAuth.setAuth({ user: withExtraPassword });
    const { user, router } = await renderWithShell(<PasswordLoginRoute />, { path: '/password-login', user: withExtraPassword });
    await user.type(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword')), 'vault pw{Enter}');
    expect(fakeAuth.extraLogin).toHaveBeenCalledWith('vault pw');
    act(() => fakeAuth.setExtra({ errorMessageId: 'auth.errors.wrongPassword' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    await user.type(screen.getByLabelText(en('accounts.passwordLoginForm.extraPassword')), '!');
    expect(fakeAuth.extraEditPassword).toHaveBeenCalled();
    act(() => fakeAuth.setExtra({ isLoggedIn: true, errorMessageId: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-groups'));
  });

  it('sends a user without an extra password to set one, asking for nothing', async () => {
    fakeAuth.setAuth({ user: testUser({ hasExtraPassword: false }) });
    await renderWithShell(<PasswordLoginRoute />, { path: '/password-login', user: testUser() });
    expect(screen.queryByLabelText(en('accounts.passwordLoginForm.extraPassword'))).toBeNull();
    expect(screen.getByRole('link', { name: en('accounts.passwordLoginForm.setExtraPassword') })).toHaveAttribute('href', '/settings/auth');
  });

  it('goes to the redirect the guard set', async () => {
    fakeAuth.setAuth({ user: withExtraPassword });
    const { router } = await renderWithShell(<PasswordLoginRoute />, {
      path: '/password-login?redirect=%2Fpassword%2Fabc123def456',
      user: testUser(),
    });
    act(() => fakeAuth.setExtra({ isLoggedIn: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/password/abc123def456'));
  });
});
