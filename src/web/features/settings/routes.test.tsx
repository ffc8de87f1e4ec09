// Proves the settings route containers on the real accounts runtime and query cache, with only
// the server faked: theme and language applied at once and saved to the account (spec §4), the
// link order saved on every move and shown from the signed-in user, spec §8's toasts with their
// exact texts, failures, and the password change's PUT /auth/user/{id} with its refusals.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sidebarLinkIds } from '../../testing/appLinks';
import { createToastActor, type ToastActor } from '../../shell/toastActor';
import { en, sv } from '../../testing/catalogue';
import { createFakeServer, refused, type FakeServer } from '../../testing/fakeServer';
import { installFakeShareServer } from '../../testing/fakeShareServer';
import { recordToasts, renderWithShell } from '../../testing/renderWithShell';
import { testUser } from '../../testing/testUser';
import { ProfileRoute } from './ProfileRoute';
import { SettingsRoute } from './SettingsRoute';

const userPath = 'PUT /auth/user/user00000001';
let server: FakeServer;
let toastActor: ToastActor;
let toasts: string[];

/** The user's server; /settings also lists their share links (none here: SharedLinks.test.tsx). */
function userServer(user = testUser()) {
  const made = createFakeServer({ user });
  installFakeShareServer(made);
  return made;
}

beforeEach(() => {
  server = userServer();
  toastActor = createToastActor();
  toasts = recordToasts(toastActor);
});

const saved = async () => (await server.calls(userPath)).map((call) => call.body);
const refuseSaves = () => {
  server.routes[userPath] = () => refused(500, 'INTERNAL', 'Oops');
};

const renderSettings = (options: { language?: 1 | 2; user?: ReturnType<typeof testUser> } = {}) =>
  renderWithShell(<SettingsRoute />, { path: '/settings', user: testUser(), toastActor, server, ...options });

const linkNames = () =>
  within(screen.getByRole('list', { name: /Sidebar links|Sidofältets länkar/ }))
    .getAllByRole('listitem')
    .map((item) => /^\d+\.(.*?)↑/.exec(item.textContent ?? '')?.[1]);

describe('SettingsRoute', () => {
  it('applies the dark theme at once and saves it to the account', async () => {
    const { user, runtime } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    expect(document.documentElement).toHaveClass(/dark/);
    await waitFor(() => expect(runtime.auth.getSnapshot().context.user?.preferences.theme).toBe('dark'));
    expect(await saved()).toEqual([{ preferences: { theme: 'dark' } }]);
    expect(toasts).toEqual([]);
  });

  it("says 'Could not update preferences' when the theme cannot be saved", async () => {
    refuseSaves();
    const { user } = await renderSettings();
    await user.click(screen.getByRole('radio', { name: en('auth.fields.themeDark') }));
    await waitFor(() => expect(toasts).toEqual(['Could not update preferences']));
    // Still applied in this browser.
    expect(document.documentElement).toHaveClass(/dark/);
  });

  it('switches the language at once and says it was saved, in the new language', async () => {
    const { user } = await renderSettings();
    await user.selectOptions(screen.getByLabelText(en('auth.fields.language')), 'Svenska');
    expect(screen.getByRole('heading', { level: 1, name: sv('settings.settingsScreen.heading') })).toBeInTheDocument();
    await waitFor(() => expect(toasts).toEqual([sv('settings.toasts.savedLanguage')]));
    expect(await saved()).toEqual([{ preferences: { language: 2 } }]);
  });

  it("says 'Saved language' and 'Could not save language'", async () => {
    const { user } = await renderSettings({ language: 2 });
    await user.selectOptions(screen.getByLabelText(sv('auth.fields.language')), 'English');
    await waitFor(() => expect(toasts).toEqual(['Saved language']));
    refuseSaves();
    await user.selectOptions(screen.getByLabelText(en('auth.fields.language')), 'Svenska');
    await user.selectOptions(screen.getByLabelText(sv('auth.fields.language')), 'English');
    await waitFor(() => expect(toasts.at(-1)).toBe('Could not save language'));
  });

  it("saves the new link order on a move and says 'Saved links'", async () => {
    const { user, runtime } = await renderSettings();
    screen.getByRole('button', { name: 'Move Notes up' }).focus();
    await user.keyboard('{Enter}');
    const expected = ['home', 'notes', 'dashboard', ...sidebarLinkIds.slice(3)];
    await waitFor(() => expect(toasts).toEqual(['Saved links']));
    expect(await saved()).toEqual([{ preferences: { linkOrder: expected } }]);
    expect(runtime.auth.getSnapshot().context.user?.preferences.linkOrder).toEqual(expected);
    expect(linkNames().slice(0, 3)).toEqual(['Home', 'Notes', 'Dashboard']);
    expect(screen.getByRole('button', { name: 'Move Notes up' })).toHaveFocus();
  });

  it("puts the saved order back and says 'Could not save links' when the save fails", async () => {
    refuseSaves();
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Move Notes up' }));
    await waitFor(() => expect(toasts).toEqual(['Could not save links']));
    await waitFor(() => expect(linkNames().slice(0, 3)).toEqual(['Home', 'Dashboard', 'Notes']));
  });

  it('shows the saved order and resets it to the default', async () => {
    const withOrder = testUser({ preferences: { ...testUser().preferences, linkOrder: ['settings', 'recipes'] } });
    server = userServer(withOrder);
    const { user } = await renderSettings({ user: withOrder });
    expect(linkNames().slice(0, 3)).toEqual(['Settings', 'Recipes', 'Home']);
    await user.click(screen.getByRole('button', { name: en('settings.settingsScreen.reset') }));
    await waitFor(() => expect(toasts).toEqual(['Saved links']));
    expect(await saved()).toEqual([{ preferences: { linkOrder: null } }]);
    expect(linkNames().slice(0, 3)).toEqual(['Home', 'Dashboard', 'Notes']);
  });
});

describe('ProfileRoute', () => {
  const renderProfile = () => renderWithShell(<ProfileRoute />, { path: '/settings/profile', user: testUser(), server });

  async function changePassword(user: Awaited<ReturnType<typeof renderProfile>>['user']) {
    await user.type(screen.getByLabelText(en('settings.profileScreen.currentPassword')), 'old password');
    await user.type(screen.getByLabelText(en('settings.profileScreen.newPassword')), 'new password!');
    await user.type(screen.getByLabelText(en('settings.profileScreen.confirmPassword')), 'new password!{Enter}');
  }

  it('shows the username and changes the password', async () => {
    const { user } = await renderProfile();
    expect(screen.getByText('ada')).toBeInTheDocument();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en('settings.profileScreen.changed')));
    expect(await saved()).toEqual([{ currentPassword: 'old password', newPassword: 'new password!' }]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("says 'Wrong password' when the current password is wrong", async () => {
    server.routes[userPath] = () => refused(401, 'WRONG_PASSWORD', 'Wrong password');
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Wrong password'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the attempts ran out, in the words of the code', async () => {
    server.routes[userPath] = () => refused(429, 'TOO_MANY_ATTEMPTS', 'Some server wording');
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'));
  });

  it('says it could not change the password when the call fails', async () => {
    server.routes[userPath] = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = await renderProfile();
    await changePassword(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en('settings.profileScreen.failed')));
  });
});
