// Proves the settings route containers wire the screens to the auth runtime and the toasts:
// theme and language applied at once and saved (spec §4), the link order saved on every move
// and shown from the local user, the toasts of spec §8 with their exact texts, failures (a save
// that resolves false), and the password change's PUT /auth/user/{id} with its errors.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sidebarLinkIds } from '../../../domain/sidebarLinks';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { localSession } from '../../session/localSession';
import { createToastActor, type ToastActor } from '../../shell/toastActor';
import { renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { fakeAuth } from '../../testing/fakeAuthProvider';
import { ProfileRoute } from './ProfileRoute';
import { SettingsRoute } from './SettingsRoute';

vi.mock('../../auth/AuthProvider', async () => (await import('../../testing/fakeAuthProvider')).fakeAuthProviderModule);

let toastActor: ToastActor;
/** Every toast shown, in order (a toast lasts 1 s, so the queue alone could miss one). */
let toasts: string[];

beforeEach(() => {
  fakeAuth.reset();
  // Like the real runtime: a successful save updates the local user.
  fakeAuth.savePreference.mockImplementation(async (change) => {
    const user = localSession.get().user!;
    localSession.setUser({ ...user, preferences: { ...user.preferences, ...(change as object) } });
    return true;
  });
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

const renderSettings = (options: { language?: 1 | 2 } = {}) =>
  renderWithShell(<SettingsRoute />, { path: '/settings', user: testUser(), toastActor, ...options });

const linkNames = () =>
  within(screen.getByRole('list', { name: /Sidebar links|Sidofältets länkar/ }))
    .getAllByRole('listitem')
    .map((item) => /^\d+\.(.*?)↑/.exec(item.textContent ?? '')?.[1]);

describe('SettingsRoute', () => {
  it('applies the dark theme at once and saves it', async () => {
    const { user } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: en['accounts.fields.themeDark'] }));
    expect(document.documentElement).toHaveClass(/dark/);
    expect(fakeAuth.savePreference).toHaveBeenCalledWith({ theme: 'dark' });
    await waitFor(() => expect(localSession.get().user?.preferences.theme).toBe('dark'));
    expect(toasts).toEqual([]);
  });

  it("says 'Could not update preferences' when the theme cannot be saved", async () => {
    fakeAuth.savePreference.mockResolvedValue(false);
    const { user } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: en['accounts.fields.themeDark'] }));
    await waitFor(() => expect(toasts).toEqual(['Could not update preferences']));
    // Still applied in this browser.
    expect(document.documentElement).toHaveClass(/dark/);
  });

  it('switches the language at once and says it was saved, in the new language', async () => {
    const { user } = await renderSettings();
    await user.selectOptions(screen.getByLabelText(en['accounts.fields.language']), 'Svenska');
    expect(screen.getByRole('heading', { level: 1, name: sv['settings.settingsScreen.heading'] })).toBeInTheDocument();
    expect(fakeAuth.savePreference).toHaveBeenCalledWith({ language: 2 });
    await waitFor(() => expect(toasts).toEqual([sv['settings.toasts.savedLanguage']]));
  });

  it("says 'Saved language' and 'Could not save language'", async () => {
    const { user } = await renderSettings({ language: 2 });
    await user.selectOptions(screen.getByLabelText(sv['accounts.fields.language']), 'English');
    await waitFor(() => expect(toasts).toEqual(['Saved language']));
    fakeAuth.savePreference.mockResolvedValue(false);
    await user.selectOptions(screen.getByLabelText(en['accounts.fields.language']), 'Svenska');
    await user.selectOptions(screen.getByLabelText(sv['accounts.fields.language']), 'English');
    await waitFor(() => expect(toasts.at(-1)).toBe('Could not save language'));
  });

  it("saves the new link order on a move and says 'Saved links'", async () => {
    const { user } = await renderSettings();
    screen.getByRole('button', { name: 'Move Notes up' }).focus();
    await user.keyboard('{Enter}');
    const expected = ['home', 'notes', 'dashboard', ...sidebarLinkIds.slice(3)];
    expect(fakeAuth.savePreference).toHaveBeenCalledWith({ linkOrder: expected });
    await waitFor(() => expect(toasts).toEqual(['Saved links']));
    expect(localSession.get().user?.preferences.linkOrder).toEqual(expected);
    expect(linkNames().slice(0, 3)).toEqual(['Home', 'Notes', 'Dashboard']);
    expect(screen.getByRole('button', { name: 'Move Notes up' })).toHaveFocus();
  });

  it("puts the saved order back and says 'Could not save links' when the save fails", async () => {
    fakeAuth.savePreference.mockResolvedValue(false);
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Move Notes up' }));
    await waitFor(() => expect(toasts).toEqual(['Could not save links']));
    expect(linkNames().slice(0, 3)).toEqual(['Home', 'Dashboard', 'Notes']);
  });

  it('shows the saved order and resets it to the default', async () => {
    const { user } = await renderWithShell(<SettingsRoute />, {
      path: '/settings',
      user: testUser({ preferences: { ...testUser().preferences, linkOrder: ['settings', 'recipes'] } }),
      toastActor,
    });
    expect(linkNames().slice(0, 3)).toEqual(['Settings', 'Recipes', 'Home']);
    await user.click(screen.getByRole('button', { name: en['settings.settingsScreen.reset'] }));
    expect(fakeAuth.savePreference).toHaveBeenCalledWith({ linkOrder: null });
    await waitFor(() => expect(toasts).toEqual(['Saved links']));
    expect(linkNames().slice(0, 3)).toEqual(['Home', 'Dashboard', 'Notes']);
  });
});

describe('ProfileRoute', () => {
  const renderProfile = () => renderWithShell(<ProfileRoute />, { path: '/settings/profile', user: testUser() });

  async function changePassword(user: Awaited<ReturnType<typeof renderProfile>>['user']) {
    await user.type(screen.getByLabelText(en['settings.profileScreen.currentPassword']), 'old password');
    await user.type(screen.getByLabelText(en['settings.profileScreen.newPassword']), 'new password!');
    await user.type(screen.getByLabelText(en['settings.profileScreen.confirmPassword']), 'new password!{Enter}');
  }

  it('shows the username and changes the password', async () => {
    const { user } = await renderProfile();
    expect(screen.getByText('ada')).toBeInTheDocument();
    await changePassword(user);
    expect(fakeAuth.putUser).toHaveBeenCalledWith('/auth/user/{id}', {
      params: { path: { id: 'user00000001' } },
      body: { currentPassword: 'old password', newPassword: 'new password!' },
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en['settings.profileScreen.changed']));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("says 'Wrong password' when the current password is wrong", async () => {
    fakeAuth.putUser.mockResolvedValue({ response: new Response(null, { status: 401 }) });
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong password'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the rate limit as the server wrote it', async () => {
    const message = 'Too many attempts. Please try again later.';
    fakeAuth.putUser.mockResolvedValue({
      response: new Response(null, { status: 429 }),
      error: { status: false, error: { code: 'RATE_LIMITED', message } },
    } as { response: Response });
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
  });

  it('says it could not change the password when the call fails', async () => {
    fakeAuth.putUser.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en['settings.profileScreen.failed']));
  });
});
