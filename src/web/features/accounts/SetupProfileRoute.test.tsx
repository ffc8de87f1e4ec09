// Proves the profile setup after sign-up saves to the account: language and theme (as
// preferences), the extra password first when one is given (with the account password, as a
// derived key and a new vault that the extra password opens), a
// refusal said by its error code, and Skip saving nothing. Real accounts runtime, fake server.
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../testing/catalogue';
import { createFakeServer, refused, type FakeServer } from '../../testing/fakeServer';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { openVault, type Vault } from '../../vault/vaultKeys';
import { SetupProfileRoute } from './SetupProfileRoute';

// The key derivation is not this file's subject: an instant stand-in (testing/fastMasterKey.ts).
vi.mock('../../vault/masterKey', () => import('../../testing/fastMasterKey'));

let server: FakeServer;
beforeEach(() => {
  server = createFakeServer({ user: testUser() });
});

const renderSetup = () => renderWithShell(<SetupProfileRoute />, { path: '/setup-profile', user: testUser(), server });
const puts = () => server.calls('PUT /auth/user/user00000001');

describe('SetupProfileRoute', () => {
  it('saves language and theme, then goes home', async () => {
    const { user, router, runtime } = await renderSetup();
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    expect(document.documentElement).toHaveClass(/dark/);
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.continue') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect((await puts()).map((call) => call.body)).toEqual([{ preferences: { language: 1, theme: 'dark' } }]);
    expect(runtime.auth.getSnapshot().context.user?.preferences.theme).toBe('dark');
  });

  it('sets the extra password with the account password before saving', async () => {
    const { user, router, runtime } = await renderSetup();
    await user.type(screen.getByLabelText(en('accounts.setupProfile.extraPassword')), 'vault password');
    await user.type(screen.getByLabelText(en('accounts.setupProfile.currentPassword')), 'account pw{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [setting, preferences] = (await puts()).map((call) => call.body as Record<string, unknown>);
    // The derived key and a new vault, never the extra password itself (issue 9).
    expect(setting).toEqual({ currentPassword: 'account pw', extraPassword: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), vault: expect.any(Object) });
    expect(JSON.stringify(setting)).not.toContain('vault password');
    expect(await openVault('vault password', setting!.vault as Vault)).toMatchObject({ authKey: setting!.extraPassword });
    expect(preferences).toEqual({ preferences: { language: 1, theme: 'light' } });
    expect(runtime.auth.getSnapshot().context.user?.hasExtraPassword).toBe(true);
  });

  it("stays with 'Wrong password' when the account password is wrong", async () => {
    server.routes['PUT /auth/user/user00000001'] = () => refused(401, 'WRONG_PASSWORD', 'Wrong password');
    const { user, router } = await renderSetup();
    await user.type(screen.getByLabelText(en('accounts.setupProfile.extraPassword')), 'vault password');
    await user.type(screen.getByLabelText(en('accounts.setupProfile.currentPassword')), 'nope{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong password'));
    expect(await puts()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/setup-profile');
  });

  it('says so when the preferences cannot be saved', async () => {
    server.routes['PUT /auth/user/user00000001'] = () => refused(500, 'INTERNAL', 'Oops');
    const { user } = await renderSetup();
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.continue') }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en('auth.errors.preferencesFailed')));
  });

  it('skips to home without saving', async () => {
    const { user, router } = await renderSetup();
    await user.click(screen.getByRole('button', { name: en('accounts.setupProfile.skip') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await puts()).toEqual([]);
  });
});
