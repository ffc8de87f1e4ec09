// Proves the account screens work on the real accounts runtime and the app's routes, with only
// the network faked: sign-in returns to the page the guard kept, a wrong password and a 2FA code
// step show on the screen, sign-up goes through the profile setup, and the password login opens
// the password area.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../auth/AuthProvider';
import { createAuthRuntime, type AuthRuntime } from '../../auth/authRuntime';
import en from '../../i18n/en.json';
import { loadRouter, seedSession } from '../../router/router.testUtils';
import { localSession } from '../../session/localSession';
import { ShellProviders } from '../../shell/ShellProviders';
import { testUser } from '../../testing/testUser';

// The shell has its own tests; here it is a bare frame.
vi.mock('../../shell/AppShell', () => ({ AppShell: ({ children }: { children: ReactNode }) => <>{children}</> }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (status: number, message: string) => json(status, { status: false, error: { code: 'REFUSED', message } });

const serverUser = testUser();
const extraPair = { token: 'extra-token', refreshToken: 'extra-refresh', expiresIn: 300 };
let routes: Record<string, (body: unknown) => Response>;
const fakeFetch = vi.fn(async (request: Request) => {
  const route = routes[`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`];
  const body = request.method === 'GET' ? null : await request.clone().json().catch(() => null);
  return route ? route(body) : refused(404, 'Not found');
});

let runtime: AuthRuntime | undefined;

async function renderApp(path: string) {
  const router = await loadRouter(path);
  runtime = createAuthRuntime({
    fetch: fakeFetch as typeof fetch,
    baseUrl: 'http://app.test/api',
    session: localSession,
    toasts: { send: vi.fn() } as never,
    navigate: (to) => void router.navigate({ to: to as never }),
    translate: (_id, text) => text,
    fingerprint: async () => 'fp',
  });
  render(
    <ShellProviders initialLanguage={1} initialTheme="light" connectivityCheck={async () => true}>
      <AuthProvider runtime={runtime}>
        <QueryClientProvider client={router.options.context.queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </ShellProviders>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  localSession.clear();
  fakeFetch.mockClear();
  routes = {
    'POST /auth/login': (body) =>
      (body as { password?: string }).password === 'right password'
        ? json(200, { status: true, data: serverUser })
        : refused(401, 'Wrong username or password'),
    'POST /auth/signup': () => json(200, { status: true, data: serverUser }),
    'POST /auth/extra-password': (body) =>
      (body as { extraPassword?: string }).extraPassword === 'vault password'
        ? json(200, { status: true, data: extraPair })
        : refused(401, 'Wrong password'),
  };
});

afterEach(() => {
  runtime?.stop();
  runtime = undefined;
});

describe('signing in', () => {
  it('returns to the page the guard kept', async () => {
    const { router, user } = await renderApp('/notes-collections');
    expect(router.state.location.pathname).toBe('/login');
    await user.type(await screen.findByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'right password{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes-collections'));
    expect(await screen.findByRole('heading', { level: 1, name: en['notBuilt.area.notes'] })).toBeVisible();
  });

  it('says a wrong password on the form', async () => {
    const { router, user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'wrong{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['accounts.errors.wrongLogin']));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks a 2FA user for the code and keeps a wrong one on the step', async () => {
    routes['POST /auth/login'] = () => json(200, { status: true, data: { twoFactorRequired: true, token: 'P', expiresIn: 300 } });
    routes['POST /auth/2fa'] = (body) =>
      (body as { code?: string }).code === '123456' ? json(200, { status: true, data: serverUser }) : refused(401, 'Wrong code');
    const { router, user } = await renderApp('/login');
    await user.type(await screen.findByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'right password{Enter}');
    const code = await screen.findByLabelText(en['accounts.twoFactorStep.code']);
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['accounts.errors.wrongCode']));
    await user.type(screen.getByLabelText(en['accounts.twoFactorStep.code']), '123456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('signing up', () => {
  it('goes through the profile setup to home', async () => {
    const { router, user } = await renderApp('/register');
    await user.type(await screen.findByLabelText(en['accounts.fields.username']), 'ada');
    await user.type(screen.getByLabelText(en['accounts.fields.password']), 'long enough pw');
    await user.type(screen.getByLabelText(en['accounts.fields.confirmPassword']), 'long enough pw{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup-profile'));
    await user.click(await screen.findByRole('button', { name: en['accounts.setupProfile.skip'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the password login', () => {
  it("says 'Wrong password', then opens the password area", async () => {
    seedSession('access');
    const { router, user } = await renderApp('/password-login');
    const field = await screen.findByLabelText(en['accounts.passwordLoginForm.extraPassword']);
    await user.type(field, 'guess{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong password'));
    await user.clear(field);
    await user.type(field, 'vault password{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/password-groups'));
  });
});
